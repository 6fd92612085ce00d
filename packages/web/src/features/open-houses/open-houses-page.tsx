import { Alert, Box, Container, Grid, Text } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { PageHero } from '../chrome/page-hero.tsx';
import { OpenHouseDays } from './open-house-days.tsx';
import { OpenHouseFilterBar } from './open-house-filter-bar.tsx';
import { filterPhrase } from './open-house-time.ts';
import { OpenHousesEmpty } from './open-houses-empty.tsx';
import { OpenHousesMap } from './open-houses-map.tsx';
import { formatCount } from '../../format/numbers.ts';
import { withMantine } from '../../app/mantine-scope.tsx';

const route = getRouteApi('/featured-properties/open-houses');

/** Open houses by start time, grouped by day, beside a map of the homes; the date filter lives in the address. */
function OpenHousesPage() {
  const { query, today, total, page, pageCount, openHouses, pins, error } = route.useLoaderData();
  const [highlightedId, setHighlightedId] = useState<string | null>(null);
  const phrase = filterPhrase(query.filter);
  return (
    <>
      <PageHero title="Open Houses" eyebrow="Featured properties">
        <Text mt="sm" maw={640}>
          Walk through homes for sale across Southwest Florida. Times are local (Eastern) time, and our agents can
          arrange a private showing on any day.
        </Text>
      </PageHero>
      <Container size="xl" py="xl">
        <Box mb="lg">
          <OpenHouseFilterBar filter={query.filter} today={today} />
        </Box>
        <Text c="dimmed" mb="md" aria-live="polite" data-testid="open-house-count">
          {error === null && total > 0
            ? `${formatCount(total)} ${total === 1 ? 'open house' : 'open houses'} ${phrase}`
            : ''}
        </Text>
        {query.issue !== null && (
          <Alert color="orange" mb="md" title="Part of this address was ignored">
            {query.issue}
          </Alert>
        )}
        {error !== null && (
          <Alert color="red" title="Open houses could not be loaded" role="alert" mb="md">
            {error}
          </Alert>
        )}
        {error === null && total === 0 && <OpenHousesEmpty filter={query.filter} />}
        {total > 0 && (
          <Grid gap="xl">
            <Grid.Col span={{ base: 12, md: 5 }}>
              <Box
                pos={{ base: 'relative', md: 'sticky' }}
                top={{ base: 0, md: 88 }}
                h={{ base: 300, md: 'calc(100vh - 120px)' }}
              >
                <OpenHousesMap
                  pins={pins}
                  openHouses={openHouses}
                  label={`Map of ${pins.length} homes open ${phrase}`}
                  highlightedId={highlightedId}
                  onHighlight={setHighlightedId}
                />
              </Box>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 7 }}>
              <OpenHouseDays
                filter={query.filter}
                openHouses={openHouses}
                page={page}
                pageCount={pageCount}
                highlightedId={highlightedId}
                onHighlight={setHighlightedId}
              />
            </Grid.Col>
          </Grid>
        )}
      </Container>
    </>
  );
}

export default withMantine(OpenHousesPage);
