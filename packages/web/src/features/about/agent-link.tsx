import { Anchor } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { AgentName } from './agent-lookup.ts';

/** The agent's name as a link to their page. */
export function AgentLink({ agent }: { agent: Pick<AgentName, 'name' | 'slug'> }) {
  return (
    <Anchor
      renderRoot={(props) => (
        <Link {...props} to="/about/meet-our-agents/$agentSlug" params={{ agentSlug: agent.slug }} />
      )}
      c="brand.7"
      fw={600}
    >
      {agent.name}
    </Anchor>
  );
}
