import type { Agent } from '@app/domain';

/** As much of an agent as a byline or a link to their page needs. */
export type AgentName = Pick<Agent, 'id' | 'name' | 'slug'>;

/** The agents by id, for naming the agent of a testimonial or a sale. */
export function agentsById<T extends AgentName>(agents: readonly T[]): ReadonlyMap<string, T> {
  return new Map(agents.map((agent) => [agent.id, agent]));
}

/** The agent an id names; undefined for null (the whole team) or an agent no longer shown. */
export function agentOf<T extends AgentName>(byId: ReadonlyMap<string, T>, agentId: string | null): T | undefined {
  return agentId === null ? undefined : byId.get(agentId);
}
