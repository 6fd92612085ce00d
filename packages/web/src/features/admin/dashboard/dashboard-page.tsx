import { Alert, Button, Loader, SimpleGrid, Stack } from '@mantine/core';
import type { AdminDashboard } from '@app/domain';
import { AdminPage } from '../kit/admin-page.tsx';
import { useAdminPageData, useAdminPageReload, type AdminPageLoader } from '../kit/admin-page-data.ts';
import { failureMessage } from '../kit/notify.ts';
import { DashboardCounts } from './dashboard-counts.tsx';
import { ListingFreshness } from './listing-freshness.tsx';
import { NewestContacts } from './newest-contacts.tsx';
import { PageViewsPanel } from './page-views-panel.tsx';
import { RecentChanges } from './recent-changes.tsx';

/** The route's loader: the dashboard, or the error that kept it (shown with "Try again"). */
export const loadPage = (({ api }) =>
  api.get<AdminDashboard>('/api/admin/dashboard').then(
    (dashboard) => ({ dashboard, error: null }),
    (error: unknown) => ({ dashboard: null, error }),
  )) satisfies AdminPageLoader<unknown>;

/** `/admin`: what needs attention (new messages, stale listing data) and what happened (changes, page views). */
export default function DashboardPage() {
  const loaded = useAdminPageData<typeof loadPage>();
  const { reloading, reload } = useAdminPageReload();
  const { dashboard } = loaded;
  const error = reloading ? null : loaded.error;

  return (
    <AdminPage
      title="Dashboard"
      withBreadcrumb={false}
      description="New messages, recent changes to the site, visits and the state of the listing data."
    >
      {error !== null && (
        <Alert color="red" role="alert" title="The dashboard could not be loaded">
          {failureMessage(error, 'Try again in a moment.')}{' '}
          <Button size="xs" variant="white" onClick={reload}>
            Try again
          </Button>
        </Alert>
      )}
      {dashboard === null && error === null && <Loader aria-label="Loading the dashboard" />}
      {dashboard !== null && (
        <Stack gap="lg">
          <DashboardCounts counts={dashboard.counts} />
          <ListingFreshness data={dashboard.listingData} />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <NewestContacts
              submissions={dashboard.newestContactSubmissions}
              leadsBySource={dashboard.leadsBySource.counts}
            />
            <PageViewsPanel pageViews={dashboard.pageViews} />
          </SimpleGrid>
          <RecentChanges changes={dashboard.recentChanges} />
        </Stack>
      )}
    </AdminPage>
  );
}
