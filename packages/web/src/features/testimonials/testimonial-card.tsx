import { Paper, Stack, Text } from '@mantine/core';
import type { Agent, Testimonial } from '@app/domain';
import { AgentLink } from '../about/agent-link.tsx';
import { StarRating } from './star-rating.tsx';

/** What a client said: the stars, the quote, who said it and where, and the agent it is about. */
export function TestimonialCard({
  testimonial,
  agent,
}: {
  testimonial: Testimonial;
  agent?: Pick<Agent, 'name' | 'slug'>;
}) {
  return (
    <Paper component="figure" m={0} p="lg" radius="lg" withBorder h="100%">
      <Stack gap="sm" h="100%">
        <StarRating rating={testimonial.rating} />
        <Text component="blockquote" m={0} size="md" style={{ flex: 1 }}>
          “{testimonial.quote}”
        </Text>
        <Text component="figcaption" size="sm">
          <Text span fw={700}>
            {testimonial.authorName}
          </Text>
          {testimonial.place && <Text span c="dimmed">{` · ${testimonial.place}`}</Text>}
          {agent && (
            <>
              <br />
              Worked with <AgentLink agent={agent} />
            </>
          )}
        </Text>
      </Stack>
    </Paper>
  );
}
