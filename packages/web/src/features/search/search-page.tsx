import { getRouteApi, useRouteContext, useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import { listingSearchParams, type ListingSearch } from '@app/domain';
import container from '../chrome/container.module.css';
import { ListingGrid } from '../listings/listing-grid.tsx';
import { PageLinks } from '../listings/page-links.tsx';
import { Alert } from '../../ui/alert.tsx';
import { filterChips } from './filter-chips.ts';
import { withSearchChange } from './search-change.ts';
import { SearchBanner } from './search-banner.tsx';
import { SearchEmptyState } from './search-empty-state.tsx';
import { SearchFilters } from './search-filters.tsx';
import { SearchHeader } from './search-header.tsx';
import { LazyFiltersDrawer } from './lazy-filters-drawer.tsx';
import css from './search-page.module.css';
import ui from './search-ui.module.css';

const route = getRouteApi('/search');

/**
 * The property search: filters (a drawer on phones), results with count, order and pages, all in
 * the address. Its first paint uses no Mantine component (the filter drawer loads on first use):
 * plain elements styled like them, which the server renders and the browser hydrates far faster.
 */
export default function SearchPage() {
  const { search, issues, results, error, banner } = route.useLoaderData();
  const params = route.useSearch();
  const navigate = route.useNavigate();
  const { config } = useRouteContext({ from: '__root__' });
  const loading = useRouterState({ select: (state) => state.status === 'pending' });
  const [filtersOpen, setFiltersOpen] = useState(false);
  // Applied to the address's latest search, not the one shown: a change made while another is loading keeps it.
  const go = (next: ListingSearch) =>
    void navigate({
      search: (latest) => withSearchChange(latest, listingSearchParams(search), listingSearchParams(next)),
    });
  const chips = filterChips(search, results?.communityName);
  const total = results?.total ?? 0;

  return (
    <div className={`${container.container} ${css.page}`}>
      <SearchHeader
        view="list"
        search={search}
        params={params}
        total={results?.total ?? null}
        communityName={results?.communityName}
        chips={chips}
        onChange={go}
        onOpenFilters={() => setFiltersOpen(true)}
      />
      <SearchBanner banner={banner} />
      {issues.length > 0 && (
        <Alert color="orange" title="Some filters in this address were ignored" className={css.alert}>
          {issues.map((issue) => `${issue.field}: ${issue.message}`).join('; ')}
        </Alert>
      )}
      <div className={css.columns}>
        <div className={`${css.column} ${css.side} ${ui.visibleFromMd}`}>
          <div className={css.sticky}>
            <SearchFilters search={search} onChange={go} showSold={config.closedListingsPublic} />
          </div>
        </div>
        <div className={`${css.column} ${css.main}`}>
          {error !== null && (
            <Alert color="red" title="The search could not run" className={css.alert}>
              {error}
            </Alert>
          )}
          {results !== null && total === 0 ? (
            <SearchEmptyState search={search} chips={chips} onChange={go} />
          ) : (
            <ListingGrid listings={results?.listings ?? []} loading={loading} leadsThePage />
          )}
          {results !== null && (
            <PageLinks to="/search" search={params} page={results.page} pageCount={results.pageCount} />
          )}
        </div>
      </div>
      <LazyFiltersDrawer
        opened={filtersOpen}
        onClose={() => setFiltersOpen(false)}
        position="bottom"
        search={search}
        onChange={go}
        showSold={config.closedListingsPublic}
        total={total}
      />
    </div>
  );
}
