import { Anchor, NativeSelect, SimpleGrid, Text, Title } from '@mantine/core';
import { getRouteApi, Link } from '@tanstack/react-router';
import { PageLinks } from '../listings/page-links.tsx';
import { AboutPageFrame } from '../about/about-page-frame.tsx';
import { agentOf, agentsById } from '../about/agent-lookup.ts';
import { FilterForm } from '../about/filter-form.tsx';
import { TestimonialCard } from './testimonial-card.tsx';
import { withMantine } from '../../app/mantine-scope.tsx';

const route = getRouteApi('/about/testimonials');

/** `/about/testimonials`: every published testimonial, a page at a time, of everyone or of one agent. */
function TestimonialsPage() {
  const data = route.useLoaderData();
  const params = route.useSearch();
  const byId = agentsById(data.agents);
  return (
    <AboutPageFrame sitePage={data.sitePage} title="Testimonials">
      <FilterForm key={data.agent?.slug ?? ''} label="Filter testimonials" active={data.agent !== null}>
        <NativeSelect
          name="agent"
          label="Agent"
          defaultValue={data.agent?.slug ?? ''}
          data={[
            { value: '', label: 'Every agent' },
            ...data.agents.map((agent) => ({ value: agent.slug, label: agent.name })),
          ]}
          style={{ flex: '0 1 360px' }}
        />
      </FilterForm>
      <Title order={2} mb="md">
        {data.agent === null ? 'All testimonials' : `Testimonials about ${data.agent.name}`}
      </Title>
      <Text mb="lg" c="dimmed" aria-live="polite">
        {data.total === 1 ? '1 testimonial' : `${data.total} testimonials`}
      </Text>
      {data.total === 0 && (
        <Text>
          No testimonials {data.agent === null ? '' : `for ${data.agent.name} `}yet.{' '}
          {data.agent !== null && (
            <Anchor component={Link} to="/about/testimonials">
              Read what clients say about the whole team
            </Anchor>
          )}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {data.testimonials.map((testimonial) => (
          <TestimonialCard key={testimonial.id} testimonial={testimonial} agent={agentOf(byId, testimonial.agentId)} />
        ))}
      </SimpleGrid>
      <PageLinks to="/about/testimonials" search={params} page={data.page} pageCount={data.pageCount} />
    </AboutPageFrame>
  );
}

export default withMantine(TestimonialsPage);
