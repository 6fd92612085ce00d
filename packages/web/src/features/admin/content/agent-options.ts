import type { Agent } from '@app/domain';

/** An agent as a choice of a select. */
export interface AgentOption {
  readonly value: string;
  readonly label: string;
  readonly slug: string;
  readonly isBroker: boolean;
}

/** The agents as choices of a select, in the order given. */
export function agentOptions(agents: readonly Agent[]): AgentOption[] {
  return agents.map((agent) => ({ value: agent.id, label: agent.name, slug: agent.slug, isBroker: agent.isBroker }));
}
