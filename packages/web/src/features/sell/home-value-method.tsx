import { List, Text, Title } from '@mantine/core';
import { VALUATION_POLICY } from '@app/domain';

const policy = VALUATION_POLICY;

/** How the estimate is made, in plain words (the same as `docs/help/home-value-method.md`). */
export function HomeValueMethod() {
  return (
    <section aria-labelledby="how-we-estimate-title" id="how-we-estimate">
      <Title order={2} id="how-we-estimate-title" size="h3">
        How we estimate
      </Title>
      <List mt="sm" spacing="xs" type="ordered">
        <List.Item>
          We look at homes that sold in the last {Math.round(policy.lookbackDays / 30.4)} months: first in your
          subdivision, and when it has fewer than {policy.minComparables}, the nearest within {policy.radiusMiles}{' '}
          miles.
        </List.Item>
        <List.Item>
          We keep only homes like yours: living area within {Math.round(policy.sizeTolerance * 100)} %, at most{' '}
          {policy.maxBedroomDifference} bedroom more or fewer, built within {policy.maxAgeDifference} years, of the same
          kind, and use the {policy.maxComparables} most alike.
        </List.Item>
        <List.Item>
          Each sale’s price is brought to today by the trend of your city’s monthly median price per square foot, then
          divided by its size and applied to yours.
        </List.Item>
        <List.Item>The estimate is the middle of those values; the range holds the middle half of them.</List.Item>
        <List.Item>
          We give no estimate when fewer than {policy.minComparables} homes qualify, when they disagree by more than{' '}
          {Math.round(policy.maxSpread * 100)} % of the estimate, or when a listing’s seller asked that no estimate be
          shown.
        </List.Item>
      </List>
      <Text mt="sm" c="dimmed" size="sm">
        An estimate is not an appraisal: it cannot see your home’s condition, view or upgrades. A pricing review by an
        agent can.
      </Text>
    </section>
  );
}
