import { getRouteApi, useRouteContext, useRouterState } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { listingSearchParams, type ListingSearch } from '@app/domain';
import { ListingMap } from '../map/listing-map.tsx';
import { SWFL_BOUNDS } from '../map/map-view.ts';
import { PinPopupCard } from '../map/pin-popup-card.tsx';
import { filterChips } from '../search/filter-chips.ts';
import { LazyFiltersDrawer } from '../search/lazy-filters-drawer.tsx';
import { DrawShapeLayer } from './draw-shape-layer.tsx';
import { MapResults } from './map-results.tsx';
import { MapSearchControls } from './map-search-controls.tsx';
import { SearchHeader } from '../search/search-header.tsx';
import { areaView } from './map-search-url.ts';
import { MapViewSync } from './map-view-sync.tsx';
import { useMapArea } from './use-map-area.ts';
import { useMapPins } from './use-map-pins.ts';
import { useShapeDrawing } from './use-shape-drawing.ts';
import { formatCount } from '../../format/numbers.ts';
import { Alert } from '../../ui/alert.tsx';
import classes from './map-search.module.css';

const route = getRouteApi('/search/map');
/** Map search: the map beside the results (below it on phones), the same filters as /search, all in the address. */
function MapSearchPage() {
  const { search, issues, results, error } = route.useLoaderData();
  const params = route.useSearch();
  const navigate = route.useNavigate();
  const { config } = useRouteContext({ from: '__root__' });
  const loading = useRouterState({ select: (state) => state.status === 'pending' });
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [highlightedId, setHighlightedId] = useState<string | null>(null);
  const [initialView] = useState(() => areaView(search) ?? { bounds: SWFL_BOUNDS });
  const go = useCallback((next: ListingSearch) => void navigate({ search: listingSearchParams(next) }), [navigate]);
  const mapPins = useMapPins(search);
  const drawing = useShapeDrawing(search, go);
  const area = useMapArea(search, go, drawing.corners !== null);
  const chips = filterChips(search, results?.communityName);
  const total = results?.total ?? null;
  const known = new Map((results?.listings ?? []).map((listing) => [listing.ListingId, listing]));

  return (
    <div className={classes.page}>
      <SearchHeader
        view="map"
        search={search}
        params={params}
        total={total}
        communityName={results?.communityName}
        chips={chips}
        onChange={go}
        onOpenFilters={() => setFiltersOpen(true)}
      />
      {issues.length > 0 && (
        <Alert color="orange" title="Some filters in this address were ignored" className={classes.alert}>
          {issues.map((issue) => `${issue.field}: ${issue.message}`).join('; ')}
        </Alert>
      )}
      <div className={classes.columns}>
        <div className={classes.mapColumn}>
          <div className={classes.mapBox}>
            <ListingMap
              pins={mapPins.pins}
              label={`Map of ${total === null ? '' : `${formatCount(total)} `}homes`}
              height="100%"
              initialView={initialView}
              highlightedId={highlightedId}
              onHighlight={setHighlightedId}
              renderPopup={(listingId) => <PinPopupCard listingId={listingId} known={known.get(listingId)} />}
              controls={<MapSearchControls area={area} drawing={drawing} hasShape={search.polygon !== undefined} />}
            >
              <MapViewSync
                search={search}
                pins={mapPins.pins}
                pinsLoading={mapPins.loading}
                onUserMove={area.onUserMove}
              />
              <DrawShapeLayer
                polygon={search.polygon}
                corners={drawing.corners}
                onCorner={drawing.addCorner}
                onFinish={drawing.finish}
              />
            </ListingMap>
          </div>
        </div>
        <div className={classes.resultsColumn}>
          <MapResults
            search={search}
            params={params}
            results={results}
            error={error ?? mapPins.error}
            loading={loading}
            chips={chips}
            highlightedId={highlightedId}
            onHighlight={setHighlightedId}
            onChange={go}
          />
        </div>
      </div>
      <LazyFiltersDrawer
        opened={filtersOpen}
        onClose={() => setFiltersOpen(false)}
        position="right"
        search={search}
        onChange={go}
        showSold={config.closedListingsPublic}
        total={total ?? 0}
      />
    </div>
  );
}

export default MapSearchPage;
