import type { ListingSearch, SearchResults } from '@app/domain';
import type { PlainSearch } from '../../app/plain-search.ts';
import { ListingCard } from '../listings/listing-card.tsx';
import { MapLinkedItem } from '../map/map-linked-item.tsx';
import { PageLinks } from '../listings/page-links.tsx';
import type { FilterChip } from '../search/filter-chips.ts';
import { SearchEmptyState } from '../search/search-empty-state.tsx';
import { Alert } from '../../ui/alert.tsx';
import skeleton from '../../ui/skeleton.module.css';
import classes from './map-search.module.css';

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
    <div className={classes.results} aria-busy={loading}>
      {error !== null && (
        <Alert color="red" title="The search could not run">
          {error}
        </Alert>
      )}
      {results !== null && results.total === 0 && (
        <SearchEmptyState search={search} chips={chips} onChange={onChange} />
      )}
      {results === null && error === null && (
        <div className={classes.grid}>
          {Array.from({ length: 4 }, (_, index) => (
            <div key={index} className={`${skeleton.skeleton} ${classes.skeleton}`} />
          ))}
        </div>
      )}
      <div className={classes.grid} data-loading={loading || undefined}>
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
      </div>
      {results !== null && (
        <PageLinks to="/search/map" search={params} page={results.page} pageCount={results.pageCount} />
      )}
    </div>
  );
}
