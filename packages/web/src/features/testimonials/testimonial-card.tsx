import type { Agent, Testimonial } from '@app/domain';
import { AgentLink } from '../about/agent-link.tsx';
import { StarRating } from './star-rating.tsx';
import classes from './testimonial-card.module.css';

/** What a client said: the stars, the quote, who said it and where, and the agent it is about. */
export function TestimonialCard({
  testimonial,
  agent,
}: {
  testimonial: Testimonial;
  agent?: Pick<Agent, 'name' | 'slug'>;
}) {
  return (
    <figure className={classes.card}>
      <div className={classes.stack}>
        <StarRating rating={testimonial.rating} />
        <blockquote className={classes.quote}>“{testimonial.quote}”</blockquote>
        <figcaption className={classes.caption}>
          <span className={classes.author}>{testimonial.authorName}</span>
          {testimonial.place && <span className={classes.place}>{` · ${testimonial.place}`}</span>}
          {agent && (
            <>
              <br />
              Worked with <AgentLink agent={agent} />
            </>
          )}
        </figcaption>
      </div>
    </figure>
  );
}
