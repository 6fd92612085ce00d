import { Alert, Anchor, Group, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { PlainSearch } from '../../app/plain-search.ts';
import { ListingGrid } from '../listings/listing-grid.tsx';
import type { AgentListings } from './load-agent-page.ts';

/** How many of the agent's listings each section shows; the rest are a search away. */
const AGENT_LISTINGS_SHOWN = 6;

/** One of the agent's listing searches: the first cards, a link to the full search, or why there are none. */
export function AgentListingsSection(props: {
  id: string;
  title: string;
  empty: string;
  listings: AgentListings;
  search: PlainSearch;
}) {
  const { results, error } = props.listings;
  return (
    <section aria-labelledby={props.id}>
      <Group justify="space-between" align="baseline" mb="md">
        <Title order={2} id={props.id}>
          {props.title}
        </Title>
        {results !== null && results.total > AGENT_LISTINGS_SHOWN && (
          <Anchor renderRoot={(root) => <Link {...root} to="/search" search={props.search} />} fw={600}>
            See all {results.total}
          </Anchor>
        )}
      </Group>
      {error !== null && (
        <Alert color="red" title="Listings could not be loaded" role="alert">
          {error}
        </Alert>
      )}
      {results !== null && results.total === 0 && <Text>{props.empty}</Text>}
      {results !== null && <ListingGrid listings={results.listings.slice(0, AGENT_LISTINGS_SHOWN)} />}
    </section>
  );
}
