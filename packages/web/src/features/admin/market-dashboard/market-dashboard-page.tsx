import { Alert, Button, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { MARKET_MONTHS_DEFAULT, type MarketActivity } from '@app/domain';
import { MarketCharts } from '../../market-activity/market-charts.tsx';
import { dataDateLabel, monthLabel } from '../../market-activity/market-figures.ts';
import { useAdminApi, withQuery } from '../kit/admin-http.ts';
import { AdminPage } from '../kit/admin-page.tsx';
import { failureMessage } from '../kit/notify.ts';
import { MarketDashboardFilters } from './market-dashboard-filters.tsx';

/** `/admin/dashboard/market-activity`: the market figures by city and period, their freshness, and a CSV export. */
export default function MarketDashboardPage() {
  const api = useAdminApi();
  const [choice, setChoice] = useState<{ city: string | null; months: number }>({ city: null, months: MARKET_MONTHS_DEFAULT });
  const [answer, setAnswer] = useState<{ key: string; activity: MarketActivity | null; error: unknown } | null>(null);
  const query = { city: choice.city ?? undefined, months: choice.months };
  const key = `${choice.city ?? ''}|${choice.months}`;

  useEffect(() => {
    let current = true;
    api.get<MarketActivity>('/api/market-activity', { city: choice.city ?? undefined, months: choice.months }).then(
      (activity) => current && setAnswer({ key, activity, error: null }),
      (error: unknown) => current && setAnswer((old) => ({ key, activity: old?.activity ?? null, error })),
    );
    return () => {
      current = false;
    };
  }, [api, choice, key]);

  const activity = answer?.activity ?? null;
  const error = answer?.key === key ? answer.error : null;
  const loading = answer?.key !== key;
  const last = activity?.months.at(-1);
  return (
    <AdminPage
      title="Market activity"
      description="The market figures the public market page shows, for any city and period, from the site's own listing data."
      actions={
        <Button component="a" href={withQuery('/api/admin/market-activity/export.csv', query)} download leftSection={<IconDownload size={16} aria-hidden />} variant="light">
          Export CSV
        </Button>
      }
    >
      <MarketDashboardFilters cities={activity?.cities ?? []} city={choice.city} months={choice.months} onChange={(city, months) => setChoice({ city, months })} />
      {error !== null && <Alert color="red" role="alert" title="The market figures could not be loaded">{failureMessage(error, 'Try again in a moment.')}</Alert>}
      {activity === null && error === null && <Loader aria-label="Loading the market figures" />}
      {activity !== null && (
        <Stack gap="lg" aria-busy={loading}>
          <Paper withBorder p="md" component="section" aria-labelledby="market-freshness">
            <Title order={2} size="h4" id="market-freshness">
              {activity.area}
              {last === undefined ? '' : `, ${monthLabel(activity.months[0]?.month ?? last.month)} to ${monthLabel(last.month)}`}
            </Title>
            <Text size="sm" c="dimmed">
              {activity.dataAsOf === null ? 'There is no listing data yet.' : `Data as of ${dataDateLabel(activity.dataAsOf)} (the newest change in the listing data); months end with the last complete one.`}
              {activity.soldDataPublic ? '' : ' Sold figures are left out: sold data is not public under the feed licence.'}
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
