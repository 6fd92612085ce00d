import { Anchor, Container, NativeSelect, SimpleGrid, Text, TextInput } from '@mantine/core';
import { getRouteApi, Link } from '@tanstack/react-router';
import { PageHero } from '../chrome/page-hero.tsx';
import { AboutSubnav } from '../about/about-subnav.tsx';
import { FilterForm } from '../about/filter-form.tsx';
import { AgentCard } from './agent-card.tsx';
import { withMantine } from '../../app/mantine-scope.tsx';

const route = getRouteApi('/about/meet-our-agents');

const choices = (all: string, values: readonly string[]) => [
  { value: '', label: all },
  ...values.map((value) => ({ value, label: value })),
];

/** `/about/meet-our-agents`: the team's agents, searchable by name and filtered by language or specialty (all in the
 * address). */
function AgentDirectoryPage() {
  const { filter, facets, agents, teamSize } = route.useLoaderData();
  const filtered = Object.keys(filter).length > 0;
  return (
    <>
      <PageHero title="Meet Our Agents" eyebrow="About us">
        <Text mt="sm" maw={720} size="lg" c="sand.0">
          Local agents who live where they sell: find the one who speaks your language and knows the kind of home you
          want.
        </Text>
      </PageHero>
      <AboutSubnav />
      <Container size="xl" py={{ base: 40, md: 56 }}>
        <FilterForm key={JSON.stringify(filter)} label="Find an agent" active={filtered}>
          <TextInput
            name="q"
            label="Name"
            defaultValue={filter.q ?? ''}
            placeholder="e.g. Maria"
            style={{ flex: '2 1 220px' }}
          />
          <NativeSelect
            name="language"
            label="Language"
            defaultValue={filter.language ?? ''}
            data={choices('Any language', facets.languages)}
            style={{ flex: '1 1 180px' }}
          />
          <NativeSelect
            name="specialty"
            label="Specialty"
            defaultValue={filter.specialty ?? ''}
            data={choices('Any specialty', facets.specialties)}
            style={{ flex: '1 1 200px' }}
          />
        </FilterForm>
        <Text mb="lg" c="dimmed" aria-live="polite">
          {filtered ? `${agents.length} of ${teamSize} agents` : `${teamSize} agents`}
        </Text>
        {agents.length === 0 && (
          <Text>
            No agent matches all of these.{' '}
            <Anchor component={Link} to="/about/meet-our-agents">
              See the whole team
            </Anchor>
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="lg">
          {agents.map((agent) => (
            <AgentCard key={agent.id} agent={agent} />
          ))}
        </SimpleGrid>
      </Container>
    </>
  );
}

export default withMantine(AgentDirectoryPage);
