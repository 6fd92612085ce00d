import { Badge, Group, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { Agent } from '@app/domain';
import card from '../cards/linked-card.module.css';
import classes from './agents.module.css';
import { PictureImage } from '../../ui/picture-image.tsx';

/** An agent in a grid: photo, name (the link to their page, covering the card), title, languages and specialties. */
export function AgentCard({ agent, headingLevel = 2 }: { agent: Agent; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={card.card}>
      <div className={`${card.media} ${card.mediaHeadshot}`}>
        <PictureImage picture={agent.photo} width={480} height={600} loading="lazy" decoding="async" />
      </div>
      <div className={card.body}>
        <Heading className={`${card.title} ${classes.name}`}>
          <Link to="/about/meet-our-agents/$agentSlug" params={{ agentSlug: agent.slug }} className={card.link}>
            {agent.name}
          </Link>
        </Heading>
        <Text size="sm" fw={600} c="coral.8">
          {agent.title}
        </Text>
        {agent.languages.length > 0 && <Text size="sm">Speaks {agent.languages.join(', ')}</Text>}
        <Group gap={6} mt={4}>
          {agent.specialties.map((specialty) => (
            <Badge key={specialty} variant="light" color="brand" radius="sm" tt="none">
              {specialty}
            </Badge>
          ))}
        </Group>
      </div>
    </article>
  );
}
