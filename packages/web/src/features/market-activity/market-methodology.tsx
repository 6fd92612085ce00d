import { Anchor, List, Text, Title } from '@mantine/core';
import { MONTHS_OF_SUPPLY_WINDOW } from '@app/domain';
import { Link } from '@tanstack/react-router';

const DEFINITIONS: readonly (readonly [string, string])[] = [
  [
    'Homes for sale',
    'Listings on the market at the end of the month: listed on or before its last day and not yet under contract, sold or taken off the market.',
  ],
  ['New listings', 'Listings whose listing date falls in the month. Coming-soon listings count once they are listed.'],
  [
    'Went under contract',
    'Listings whose accepted-offer (contract) date falls in the month, whether or not they have closed since.',
  ],
  ['Homes sold', 'Sales whose closing date falls in the month.'],
  ['Median asking price', 'The middle original asking price of the month’s new listings: half asked more, half less.'],
  ['Median sale price', 'The middle closing price of the month’s sales.'],
  [
    'Median days on market',
    'For the month’s sales, the days from listing to accepted contract (to closing when the contract date is missing).',
  ],
  [
    'Months of supply',
    `Homes for sale divided by the average number of sales per month over the last ${MONTHS_OF_SUPPLY_WINDOW} months. Under 5 months favours sellers, over 6 favours buyers.`,
  ],
  ['Sale-to-list price', 'The median of each sale’s closing price divided by its original asking price.'],
  [
    'Price per square foot',
    'The median of each sale’s closing price divided by its living area, for sales with a living area on record.',
  ],
];

/** How the figures are computed, where they come from and what they cannot tell. */
export function MarketMethodology({ soldDataPublic }: { soldDataPublic: boolean }) {
  return (
    <section aria-labelledby="methodology">
      <Title order={2} id="methodology" size="h3">
        How these figures are computed
      </Title>
      <Text mt="sm">
        Every figure is worked out from our copy of the MLS listing data for Southwest Florida, by calendar month, for
        the city chosen or for every city together. A month is shown once it is complete. Medians are used rather than
        averages, so a few very expensive homes do not pull the figures up.
      </Text>
      <dl>
        {DEFINITIONS.map(([term, definition]) => (
          <div key={term}>
            <Text component="dt" fw={600} mt="sm">
              {term}
            </Text>
            <Text component="dd" ms={0}>
              {definition}
            </Text>
          </div>
        ))}
      </dl>
      <Title order={3} size="h4" mt="lg">
        What to keep in mind
      </Title>
      <List mt="xs" spacing={4}>
        <List.Item>
          Listings withdrawn or expired without selling are not kept in our copy of the data, so the homes for sale of
          earlier months are undercounted.
        </List.Item>
        <List.Item>Small towns have few sales a month; their medians move a lot from one month to the next.</List.Item>
        <List.Item>
          Figures for the latest months can still change as agents record contracts and closings late.
        </List.Item>
        {!soldDataPublic && (
          <List.Item>
            Figures on sold homes are not shown: the licence of our listing data does not allow publishing them.
          </List.Item>
        )}
      </List>
      <Text mt="md">
        Questions about a neighborhood or your own home’s value?{' '}
        <Anchor component={Link} to="/contact-us" underline="always">
          Ask our team
        </Anchor>
        .
      </Text>
    </section>
  );
}
