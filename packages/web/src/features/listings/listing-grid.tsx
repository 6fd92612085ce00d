import { SimpleGrid, Skeleton } from '@mantine/core';
import type { ListingSummary } from '@app/domain';
import { ListingCard } from './listing-card.tsx';

const SKELETONS = 6;

/**
 * Listing cards in a responsive grid. While a new page loads, the cards dim (the old results
 * stay readable); with nothing to show yet, skeletons of the card's size keep the layout still.
 * With `leadsThePage` (the grid is the page's main content, near its top) the first card's photo
 * is the page's priority picture; otherwise every photo loads lazily.
 */
export function ListingGrid({
  listings,
  loading = false,
  leadsThePage = false,
}: {
  listings: readonly ListingSummary[];
  loading?: boolean;
  leadsThePage?: boolean;
}) {
  if (loading && listings.length === 0) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" aria-busy="true">
        {Array.from({ length: SKELETONS }, (_, index) => (
          <Skeleton key={index} height={380} radius="lg" />
        ))}
      </SimpleGrid>
    );
  }
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2, lg: 3 }}
      spacing="lg"
      aria-busy={loading}
      style={{ opacity: loading ? 0.55 : 1, transition: 'opacity 120ms ease' }}
    >
      {listings.map((listing, index) => (
        <ListingCard key={listing.ListingKey} listing={listing} priority={leadsThePage && index === 0} />
      ))}
    </SimpleGrid>
  );
}
