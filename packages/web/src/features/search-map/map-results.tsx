import { Alert, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import type { ListingSearch, SearchResults } from '@app/domain';
import type { PlainSearch } from '../../app/plain-search.ts';
import { ListingCard } from '../listings/listing-card.tsx';
import { MapLinkedItem } from '../map/map-linked-item.tsx';
import { PageLinks } from '../listings/page-links.tsx';
import type { FilterChip } from '../search/filter-chips.ts';
import { SearchEmptyState } from '../search/search-empty-state.tsx';

interface MapResultsProps {
  readonly search: ListingSearch;
  readonly params: PlainSearch;
  readonly results: SearchResults | null;
  readonly error: string | null;
  readonly loading: boolean;
  readonly chips: FilterChip[];
  readonly highlightedId: string | null;
  readonly onHighlight: (listingId: string | null) => void;
  readonly onChange: (search: ListingSearch) => void;
}

const COLUMNS = { base: 1, xs: 2, md: 1, lg: 2 };

/** The result cards beside the map (the map's text alternative); hovering or focusing a card lights its pin. */
export function MapResults({
  search,
  params,
  results,
  error,
  loading,
  chips,
  highlightedId,
  onHighlight,
  onChange,
}: MapResultsProps) {
  const listings = results?.listings ?? [];
  return (
    <Stack gap="md" aria-busy={loading}>
      {error !== null && (
        <Alert color="red" title="The search could not run" role="alert">
          {error}
        </Alert>
      )}
      {results !== null && results.total === 0 && (
        <SearchEmptyState search={search} chips={chips} onChange={onChange} />
      )}
      {results === null && error === null && (
        <SimpleGrid cols={COLUMNS} spacing="md">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} height={360} radius="lg" />
          ))}
        </SimpleGrid>
      )}
      <SimpleGrid cols={COLUMNS} spacing="md" style={{ opacity: loading ? 0.55 : 1, transition: 'opacity 120ms ease' }}>
        {listings.map((listing, index) => (
          <MapLinkedItem
            key={listing.ListingKey}
            listingId={listing.ListingId}
            highlightedId={highlightedId}
            onHighlight={onHighlight}
          >
            <ListingCard listing={listing} priority={index === 0} />
          </MapLinkedItem>
        ))}
      </SimpleGrid>
      {results !== null && (
        <PageLinks to="/search/map" search={params} page={results.page} pageCount={results.pageCount} />
      )}
    </Stack>
  );
}
