import type { Agent } from '@app/domain';
import type { AdminApi } from '../kit/admin-http.ts';

/** An agent a lead can be given to, as the inbox's pickers list it. */
export interface AgentChoice {
  readonly value: string;
  readonly label: string;
}

/** The agent filter's choice for leads nobody has. */
export const NOBODY_CHOICE: AgentChoice = { value: 'unassigned', label: 'Nobody yet' };

/** Every agent by name (hidden ones marked, since old leads may be theirs); none when they could not be loaded. */
export function loadAgentChoices(api: AdminApi): Promise<AgentChoice[]> {
  return api.get<{ items: Agent[] }>('/api/admin/agents', { perPage: 100 }).then(
    ({ items }) =>
      items
        .map((agent) => ({ value: agent.id, label: agent.visible ? agent.name : `${agent.name} (hidden)` }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    () => [],
  );
}

/** The name of an assigned agent, "Nobody yet" for none, the id for an agent no longer listed. */
export function agentLabel(choices: readonly AgentChoice[], agentId: string | null): string {
  if (agentId === null) return NOBODY_CHOICE.label;
  return choices.find((choice) => choice.value === agentId)?.label ?? agentId;
}
