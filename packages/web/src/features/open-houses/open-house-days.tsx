import { SimpleGrid, Stack, Title } from '@mantine/core';
import type { OpenHouseFilter, OpenHouseListing } from '@app/domain';
import { PageLinks } from '../listings/page-links.tsx';
import { MapLinkedItem } from '../map/map-linked-item.tsx';
import { openHouseParams } from './open-house-filter.ts';
import { OpenHouseItem } from './open-house-item.tsx';
import { groupByDay } from './open-house-view.ts';

interface OpenHouseDaysProps {
  readonly filter: OpenHouseFilter;
  readonly openHouses: readonly OpenHouseListing[];
  readonly page: number;
  readonly pageCount: number;
  readonly highlightedId: string | null;
  readonly onHighlight: (listingId: string | null) => void;
}

/** This page's open houses under a heading per Southwest Florida day, then the page links; the first card of the first
 * page is the priority picture. */
export function OpenHouseDays({ filter, openHouses, page, pageCount, highlightedId, onHighlight }: OpenHouseDaysProps) {
  return (
    <Stack gap="xl">
      {groupByDay(openHouses).map((day, dayIndex) => (
        <section key={day.key} aria-labelledby={`day-${day.key}`}>
          <Title order={2} size="h3" id={`day-${day.key}`} mb="sm">
            {day.label}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            {day.openHouses.map((item, index) => (
              <MapLinkedItem
                key={item.openHouse.OpenHouseKey}
                listingId={item.listing.ListingId}
                highlightedId={highlightedId}
                onHighlight={onHighlight}
              >
                <OpenHouseItem item={item} priority={page === 1 && dayIndex === 0 && index === 0} />
              </MapLinkedItem>
            ))}
          </SimpleGrid>
        </section>
      ))}
      <PageLinks
        to="/featured-properties/open-houses"
        search={openHouseParams(filter)}
        page={page}
        pageCount={pageCount}
      />
    </Stack>
  );
}
