import { Alert, Container, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { getRouteApi, Link } from '@tanstack/react-router';
import { MARKET_MONTHS_DEFAULT, type MarketActivity } from '@app/domain';
import { PageHero } from '../chrome/page-hero.tsx';
import { MarketCharts } from './market-charts.tsx';
import { MarketControls } from './market-controls.tsx';
import { dataDateLabel, monthLabel } from './market-figures.ts';
import { MarketHeadlines } from './market-headlines.tsx';
import { MarketLinks } from './market-links.tsx';
import { MarketMethodology } from './market-methodology.tsx';
import { withMantine } from '../../app/mantine-scope.tsx';

const route = getRouteApi('/resources/market-activity');

function MarketReport({ activity }: { activity: MarketActivity }) {
  const latest = activity.months.at(-1);
  if (latest === undefined) return <Text>{activity.summary.join(' ')}</Text>;
  return (
    <>
      <section aria-labelledby="market-summary">
        <Title order={2} id="market-summary" size="h3">
          {activity.area} in {monthLabel(latest.month)}
        </Title>
        <Stack gap="xs" mt="sm" mb="lg" maw={820} data-testid="market-summary">
          {activity.summary.map((sentence) => (
            <Text key={sentence} size="lg">
              {sentence}
            </Text>
          ))}
          <Text>
            <Link to="/newsletter">Get these figures by e-mail each month</Link>
          </Text>
        </Stack>
        <MarketHeadlines latest={latest} yearBefore={activity.yearBefore} soldDataPublic={activity.soldDataPublic} />
      </section>
      <MarketCharts months={activity.months} soldDataPublic={activity.soldDataPublic} />
    </>
  );
}

/** `/resources/market-activity`: the market of a city (or every city) month by month, in words, figures, charts and
 * tables. */
function MarketActivityPage() {
  const { activity, error, params } = route.useLoaderData();
  return (
    <>
      <PageHero title="Market Activity" eyebrow="Southwest Florida real estate">
        <Text mt="sm" maw={680}>
          Homes for sale, new listings, contracts, sales and prices, month by month and city by city, worked out from
          the listing data.
        </Text>
      </PageHero>
      <Container size="xl" py="xl">
        <Group justify="space-between" align="flex-end" mb="xl" gap="md">
          <MarketControls
            cities={activity?.cities ?? []}
            city={activity?.city ?? params.city ?? null}
            months={activity?.months.length || Number(params.months ?? MARKET_MONTHS_DEFAULT)}
          />
          {activity?.dataAsOf && (
            <Text c="dimmed" data-testid="market-data-date">
              Data as of {dataDateLabel(activity.dataAsOf)}
            </Text>
          )}
        </Group>
        {error !== null && (
          <Alert color="red" title="The market figures could not be loaded" role="alert" mb="xl">
            {error}
          </Alert>
        )}
        {activity !== null && !activity.soldDataPublic && (
          <Alert title="Sold figures are not shown" mb="xl">
            The licence of our listing data does not allow publishing sales, sale prices, days on market or months of
            supply. Ask our team about recent sales.
          </Alert>
        )}
        {activity !== null && <MarketReport activity={activity} />}
        <Divider my="xl" />
        <Stack gap="xl">
          <MarketLinks
            city={activity?.city ?? null}
            area={activity?.area ?? 'Southwest Florida'}
            soldDataPublic={activity?.soldDataPublic ?? false}
          />
          <MarketMethodology soldDataPublic={activity?.soldDataPublic ?? true} />
        </Stack>
      </Container>
    </>
  );
}

export default withMantine(MarketActivityPage);
