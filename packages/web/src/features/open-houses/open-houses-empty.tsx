import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { OpenHouseFilter } from '@app/domain';
import { WINDOW_FILTERS, openHouseParams } from './open-house-filter.ts';
import { filterPhrase } from './open-house-time.ts';

const SUGGESTIONS: Record<(typeof WINDOW_FILTERS)[number], string> = {
  upcoming: 'See all upcoming open houses',
  weekend: 'See this weekend',
  'next-7-days': 'See the next 7 days',
};

/** No open house in the window: say so and suggest the other windows (and a search for homes). */
export function OpenHousesEmpty({ filter }: { filter: OpenHouseFilter }) {
  const others = WINDOW_FILTERS.filter((kind) => kind !== filter.kind);
  return (
    <Paper withBorder radius="lg" p="xl" bg="sand.0" data-testid="open-houses-empty">
      <Stack gap="sm">
        <Title order={2} size="h3">
          No open houses {filterPhrase(filter)}
        </Title>
        <Text>
          Homes open on other days may suit you: try a wider window, or ask us for a private showing of any home.
        </Text>
        <Group gap="xs">
          {others.map((kind) => (
            <Button
              key={kind}
              renderRoot={(props) => (
                <Link {...props} to="/featured-properties/open-houses" search={openHouseParams({ kind })} />
              )}
              size="sm"
              variant={kind === 'upcoming' ? 'filled' : 'light'}
            >
              {SUGGESTIONS[kind]}
            </Button>
          ))}
          <Button component={Link} to="/contact-us" size="sm" variant="subtle">
            Request a private showing
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
