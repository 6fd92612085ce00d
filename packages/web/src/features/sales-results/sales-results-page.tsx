import { NativeSelect, Text, Title } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { AboutPageFrame } from '../about/about-page-frame.tsx';
import { agentsById } from '../about/agent-lookup.ts';
import { FilterForm } from '../about/filter-form.tsx';
import { SalesResultsList } from './sales-results-list.tsx';
import { SalesTotals } from './sales-totals.tsx';
import { withMantine } from '../../app/mantine-scope.tsx';

const route = getRouteApi('/about/our-sales-results');

/** `/about/our-sales-results`: the totals and the list of the team's closed sales, filtered by city, side and agent in
 * the address. */
function SalesResultsPage() {
  const { sitePage, filter, cities, agents, results, summary } = route.useLoaderData();
  const filtered = Object.keys(filter).length > 0;
  return (
    <AboutPageFrame sitePage={sitePage} title="Our Sales Results">
      <FilterForm key={JSON.stringify(filter)} label="Filter sales results" active={filtered}>
        <NativeSelect
          name="city"
          label="City"
          defaultValue={filter.city ?? ''}
          data={[{ value: '', label: 'Every city' }, ...cities]}
          style={{ flex: '1 1 180px' }}
        />
        <NativeSelect
          name="side"
          label="Side"
          defaultValue={filter.side ?? ''}
          data={[
            { value: '', label: 'Both sides' },
            { value: 'listing', label: 'Listing side (sellers)' },
            { value: 'buyer', label: 'Buyer side' },
          ]}
          style={{ flex: '1 1 180px' }}
        />
        <NativeSelect
          name="agent"
          label="Agent"
          defaultValue={filter.agent ?? ''}
          data={[
            { value: '', label: 'Every agent' },
            ...agents.map((agent) => ({ value: agent.slug, label: agent.name })),
          ]}
          style={{ flex: '1 1 220px' }}
        />
      </FilterForm>
      <Title order={2} mb="md">
        {filtered ? 'Totals of these sales' : 'Our totals'}
      </Title>
      <SalesTotals summary={summary} label="Sales totals" />
      <Title order={2} mb="md">
        Closed sales
      </Title>
      {results.length === 0 && <Text>No sale matches all of these. Clear the filters to see every sale.</Text>}
      <SalesResultsList results={results} agents={agentsById(agents)} />
    </AboutPageFrame>
  );
}

export default withMantine(SalesResultsPage);
