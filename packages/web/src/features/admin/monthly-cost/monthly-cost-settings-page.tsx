import { Alert, Anchor, Paper, Stack } from '@mantine/core';
import type { MonthlyCostSettings } from '@app/domain';
import { useAdminPageData, type AdminPageLoader } from '../kit/admin-page-data.ts';
import { AdminPage } from '../kit/admin-page.tsx';
import { failureMessage } from '../kit/notify.ts';
import { MonthlyCostSettingsForm } from './monthly-cost-settings-form.tsx';

/** The route's loader: the saved settings, or why they could not be loaded. */
export const loadPage = (async ({ api }) =>
  api.get<MonthlyCostSettings>('/api/admin/monthly-cost-settings').then(
    (saved) => ({ saved, message: null }),
    (error: unknown) => ({ saved: null, message: failureMessage(error, 'The settings could not be loaded.') }),
  )) satisfies AdminPageLoader<unknown>;

/** `/admin/monthly-cost` (admins only): the assumptions behind "What it really costs a month" (ADR 0037). */
export default function MonthlyCostSettingsPage() {
  const { saved, message } = useAdminPageData<typeof loadPage>();
  return (
    <AdminPage
      title="Monthly cost"
      description="The assumptions behind every property page's “What it really costs a month”, every card's “est. monthly” and the search by monthly cost. Saving recomputes every listing's estimate at once."
    >
      <Stack gap="lg">
        <Anchor href="/admin/docs/help/monthly-cost-method">How the estimate is made</Anchor>
        {saved === null ? (
          <Alert color="red" title="The settings could not be loaded" role="alert">
            {message}
          </Alert>
        ) : (
          <Paper withBorder p="md">
            <MonthlyCostSettingsForm saved={saved} />
          </Paper>
        )}
      </Stack>
    </AdminPage>
  );
}
