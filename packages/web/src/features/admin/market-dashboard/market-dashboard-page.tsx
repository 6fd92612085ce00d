import { Alert, Button, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import { MARKET_MONTHS_DEFAULT, type MarketActivity } from '@app/domain';
import { MarketCharts } from '../../market-activity/market-charts.tsx';
import { dataDateLabel, monthLabel } from '../../market-activity/market-figures.ts';
import { marketRequest, marketSearch, pickMarketParams } from '../../market-activity/market-params.ts';
import { withQuery } from '../kit/admin-http.ts';
import { AdminPage } from '../kit/admin-page.tsx';
import { useAdminPageData, type AdminPageLoader } from '../kit/admin-page-data.ts';
import { failureMessage } from '../kit/notify.ts';
import { MarketDashboardFilters } from './market-dashboard-filters.tsx';

/** The route's loader: the figures of the city and period the address names (`?city=Naples&months=6`), or the error
 * that kept them. */
export const loadPage = (({ api, search }) => {
  const request = marketRequest(pickMarketParams(search));
  return api.get<MarketActivity>('/api/market-activity', { ...request }).then(
    (activity) => ({ request, activity, error: null }),
    (error: unknown) => ({ request, activity: null, error }),
  );
}) satisfies AdminPageLoader<unknown>;

/** `/admin/dashboard/market-activity`: the market figures by city and period, their freshness, and a CSV export. */
export default function MarketDashboardPage() {
  const { request, error, ...loaded } = useAdminPageData<typeof loadPage>();
  const navigate = useNavigate();
  const loading = useRouterState({ select: (state) => state.status === 'pending' });
  // A failed load keeps the figures shown before it (and their cities to choose from).
  const [shown, setShown] = useState(loaded.activity);
  if (loaded.activity !== null && loaded.activity !== shown) setShown(loaded.activity);
  const activity = loaded.activity ?? shown;
  const city = request.city ?? null;
  const last = activity?.months.at(-1);
  return (
    <AdminPage
      title="Market activity"
      description="The market figures the public market page shows, for any city and period, from the site's own listing data."
      actions={
        <Button
          component="a"
          href={withQuery('/api/admin/market-activity/export.csv', { ...request })}
          download
          leftSection={<IconDownload size={16} aria-hidden />}
          variant="light"
        >
          Export CSV
        </Button>
      }
    >
      <MarketDashboardFilters
        cities={activity?.cities ?? []}
        city={city}
        months={request.months ?? MARKET_MONTHS_DEFAULT}
        onChange={(next, months) => void navigate({ to: '.', search: { ...marketSearch(next, months) } })}
      />
      {error !== null && (
        <Alert color="red" role="alert" title="The market figures could not be loaded">
          {failureMessage(error, 'Try again in a moment.')}
        </Alert>
      )}
      {activity === null && error === null && <Loader aria-label="Loading the market figures" />}
      {activity !== null && (
        <Stack gap="lg" aria-busy={loading}>
          <Paper withBorder p="md" component="section" aria-labelledby="market-freshness">
            <Title order={2} size="h4" id="market-freshness">
              {activity.area}
              {last === undefined
                ? ''
                : `, ${monthLabel(activity.months[0]?.month ?? last.month)} to ${monthLabel(last.month)}`}
            </Title>
            <Text size="sm" c="dimmed">
              {activity.dataAsOf === null
                ? 'There is no listing data yet.'
                : `Data as of ${dataDateLabel(activity.dataAsOf)} (the newest change in the listing data); months end with the last complete one.`}
              {activity.soldDataPublic
                ? ''
                : ' Sold figures are left out: sold data is not public under the feed licence.'}
            </Text>
            {activity.summary.map((sentence) => (
              <Text key={sentence} mt="xs">
                {sentence}
              </Text>
            ))}
          </Paper>
          <MarketCharts months={activity.months} soldDataPublic={activity.soldDataPublic} />
        </Stack>
      )}
    </AdminPage>
  );
}
