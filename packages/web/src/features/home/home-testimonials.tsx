import { Box, Container, SimpleGrid } from '@mantine/core';
import type { Testimonial } from '@app/domain';
import { agentOf, agentsById, type AgentName } from '../about/agent-lookup.ts';
import { TestimonialCard } from '../testimonials/testimonial-card.tsx';
import { HomeSectionHeader } from './home-section-header.tsx';

/** A few things clients said, with a way to read them all. */
export function HomeTestimonials({
  testimonials,
  agents,
}: {
  testimonials: readonly Testimonial[];
  agents: readonly AgentName[];
}) {
  if (testimonials.length === 0) return null;
  const byId = agentsById(agents);
  return (
    <Box bg="sand.0" component="section" aria-labelledby="home-testimonials-title">
      <Container size="xl" py={{ base: 56, md: 88 }}>
        <HomeSectionHeader
          id="home-testimonials-title"
          eyebrow="Our clients"
          title="What Our Clients Say"
          moreTo="/about/testimonials"
          moreText="Read all testimonials"
        />
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          {testimonials.map((testimonial) => (
            <TestimonialCard
              key={testimonial.id}
              testimonial={testimonial}
              agent={agentOf(byId, testimonial.agentId)}
            />
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
