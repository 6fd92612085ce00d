import type { Testimonial } from '@app/domain';
import { agentOf, agentsById, type AgentName } from '../about/agent-lookup.ts';
import { TestimonialCard } from '../testimonials/testimonial-card.tsx';
import { HomeSectionHeader } from './home-section-header.tsx';
import classes from './home-sections.module.css';
import { DEFERRED_RENDER } from '../../ui/deferred-render.ts';

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
    <section className={`${classes.testimonials} ${DEFERRED_RENDER}`} aria-labelledby="home-testimonials-title">
      <div className={`${classes.container} ${classes.spacious}`}>
        <HomeSectionHeader
          id="home-testimonials-title"
          eyebrow="Our clients"
          title="What Our Clients Say"
          moreTo="/about/testimonials"
          moreText="Read all testimonials"
        />
        <div className={`${classes.grid} ${classes.testimonialGrid}`}>
          {testimonials.map((testimonial) => (
            <TestimonialCard
              key={testimonial.id}
              testimonial={testimonial}
              agent={agentOf(byId, testimonial.agentId)}
            />
          ))}
        </div>
      </div>
    </section>
  );
}
