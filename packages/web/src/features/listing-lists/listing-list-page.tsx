import { Alert, Container, Group, Text } from '@mantine/core';
import { useRouterState } from '@tanstack/react-router';
import { LISTING_LISTS } from '@app/domain';
import { PageHero } from '../chrome/page-hero.tsx';
import { ListingGrid } from '../listings/listing-grid.tsx';
import { PageLinks } from '../listings/page-links.tsx';
import type { ListingListData } from './load-listing-list.ts';
import { formatCount } from '../../format/numbers.ts';
import { withMantine } from '../../app/mantine-scope.tsx';

const INTROS: Record<keyof typeof LISTING_LISTS, string> = {
  closed: 'Homes that sold most recently across Southwest Florida, with the price each one sold for.',
  latest: 'The newest homes on the market, most recent first.',
  'price-changes': 'Homes whose asking price changed most recently, with the old and the new price.',
  pending: 'Homes that went under contract most recently.',
};

/** One of the `/properties/...` lists: title, a line on what it holds, cards, pages. */
export function ListingListPage({ data }: { data: ListingListData }) {
  const { page } = data;
  const list = LISTING_LISTS[data.name];
  const loading = useRouterState({ select: (state) => state.status === 'pending' });
  return (
    <>
      <PageHero title={list.title} eyebrow="Southwest Florida listings">
        <Text mt="sm" maw={640}>
          {INTROS[data.name]}
        </Text>
      </PageHero>
      <Container size="xl" py="xl">
        {!data.shown && (
          <Alert title="Sold listings are not shown on this site">
            The listing feed's licence keeps sold prices off public pages. Ask our team for recent sales.
          </Alert>
        )}
        {data.error !== null && (
          <Alert color="red" title="This list could not be loaded" role="alert">
            {data.error}
          </Alert>
        )}
        {data.results !== null && (
          <>
            <Group mb="md">
              <Text c="dimmed">
                {formatCount(data.results.total)} listings · page {page} of {data.results.pageCount}
              </Text>
            </Group>
            <ListingGrid listings={data.results.listings} loading={loading} leadsThePage />
            <PageLinks
              to={list.path}
              search={page > 1 ? { page: String(page) } : {}}
              page={page}
              pageCount={data.results.pageCount}
            />
          </>
        )}
      </Container>
    </>
  );
}

export default withMantine(ListingListPage);
