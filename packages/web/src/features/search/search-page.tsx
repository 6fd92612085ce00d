import { Alert, Box, Container, Grid } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { getRouteApi, useRouteContext, useRouterState } from '@tanstack/react-router';
import { listingSearchParams, type ListingSearch } from '@app/domain';
import { ListingGrid } from '../listings/listing-grid.tsx';
import { PageLinks } from '../listings/page-links.tsx';
import { filterChips } from './filter-chips.ts';
import { SearchBanner } from './search-banner.tsx';
import { SearchEmptyState } from './search-empty-state.tsx';
import { SearchFilters } from './search-filters.tsx';
import { SearchHeader } from './search-header.tsx';
import { LazyFiltersDrawer } from './lazy-filters-drawer.tsx';

const route = getRouteApi('/search');

/** The property search: filters (a drawer on phones), results with count, order and pages, all in the address. */
export default function SearchPage() {
  const { search, issues, results, error, banner } = route.useLoaderData();
  const params = route.useSearch();
  const navigate = route.useNavigate();
  const { config } = useRouteContext({ from: '__root__' });
  const loading = useRouterState({ select: (state) => state.status === 'pending' });
  const [filtersOpen, filters] = useDisclosure(false);
  const go = (next: ListingSearch) => void navigate({ search: listingSearchParams(next) });
  const chips = filterChips(search);
  const total = results?.total ?? 0;

  return (
    <Container size="xl" py="xl">
      <SearchHeader
        view="list"
        search={search}
        params={params}
        total={results?.total ?? null}
        chips={chips}
        onChange={go}
        onOpenFilters={filters.open}
      />
      <SearchBanner banner={banner} />
      {issues.length > 0 && (
        <Alert color="orange" mb="md" title="Some filters in this address were ignored">
          {issues.map((issue) => `${issue.field}: ${issue.message}`).join('; ')}
        </Alert>
      )}
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 3 }} visibleFrom="md">
          <Box pos="sticky" top={88}>
            <SearchFilters search={search} onChange={go} showSold={config.closedListingsPublic} />
          </Box>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          {error !== null && (
            <Alert color="red" title="The search could not run" role="alert" mb="md">
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
        </Grid.Col>
      </Grid>
      <LazyFiltersDrawer
        opened={filtersOpen}
        onClose={filters.close}
        position="bottom"
        search={search}
        onChange={go}
        showSold={config.closedListingsPublic}
        total={total}
      />
    </Container>
  );
}
