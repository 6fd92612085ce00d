import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import type { HomeValue } from '@app/domain';
import { formatDollars } from '../../format/money.ts';
import { formatCount } from '../../format/numbers.ts';
import { Alert } from '../../ui/alert.tsx';
import { formatUtcMonthYear } from '../../format/dates.ts';
import { ComparablesMap } from './comparables-map.tsx';
import { ComparablesTable } from './comparables-table.tsx';
import { REFUSAL_TEXT, roundedPrice, trendWords } from './home-value-words.ts';

function homeName(answer: HomeValue): string {
  const { home } = answer;
  if (home.address !== null) return home.address;
  const where = [home.subdivision, home.city].filter((part) => part !== null).join(', ');
  return `A ${formatCount(home.livingArea)} sq ft home${where === '' ? '' : ` in ${where}`}`;
}

/** The estimate (a range and a point), or why there is none, then the comparables on a map and in a list. */
export function HomeValueEstimate({ answer }: { answer: HomeValue }) {
  const { valuation, home } = answer;
  const location =
    home.latitude === null || home.longitude === null ? null : { lat: home.latitude, lng: home.longitude };
  const asOf = formatUtcMonthYear(Date.parse(`${answer.asOf}T12:00:00Z`));
  return (
    <Stack gap="lg" component="section" aria-labelledby="estimate-title">
      <Title order={2} id="estimate-title" size="h3">
        {homeName(answer)}
      </Title>
      {valuation.kind === 'estimate' ? (
        <Paper withBorder radius="lg" p="lg" data-testid="home-value-estimate">
          <Text size="sm" c="dimmed">
            Estimated value
          </Text>
          <Text fz={36} fw={700} c="brand.8">
            {formatDollars(roundedPrice(valuation.point))}
          </Text>
          <Text size="lg" data-testid="home-value-range">
            Likely range {formatDollars(roundedPrice(valuation.low))} – {formatDollars(roundedPrice(valuation.high))}
          </Text>
          <Text mt="xs">
            From {valuation.comparables.length} similar homes that sold in the last 12 months, adjusted to {asOf} by the
            local market trend ({trendWords(valuation.monthlyTrend)}).{' '}
            <Anchor href="#how-we-estimate" underline="always">
              How we estimate
            </Anchor>
          </Text>
        </Paper>
      ) : (
        <div data-testid="home-value-refused">
          <Alert color="orange" title="No estimate for this home">
            {REFUSAL_TEXT[valuation.reason]}{' '}
            <Anchor href="#how-we-estimate" underline="always">
              How we estimate
            </Anchor>
          </Alert>
        </div>
      )}
      {valuation.comparables.length > 0 && (
        <>
          <Title order={3} size="h4">
            Comparable sales
          </Title>
          <ComparablesMap home={location} comparables={valuation.comparables} />
          <ComparablesTable comparables={valuation.comparables} />
        </>
      )}
    </Stack>
  );
}
