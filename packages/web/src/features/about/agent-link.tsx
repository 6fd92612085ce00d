import { Link } from '@tanstack/react-router';
import type { AgentName } from './agent-lookup.ts';
import anchor from '../../ui/anchor.module.css';
import classes from './agent-link.module.css';

/** The agent's name as a link to their page. */
export function AgentLink({ agent }: { agent: Pick<AgentName, 'name' | 'slug'> }) {
  return (
    <Link
      to="/about/meet-our-agents/$agentSlug"
      params={{ agentSlug: agent.slug }}
      className={`${anchor.anchor} ${classes.link}`}
    >
      {agent.name}
    </Link>
  );
}
