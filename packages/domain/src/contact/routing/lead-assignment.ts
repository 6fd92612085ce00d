import type { Agent } from '../../content/agent.ts';
import { cityKey, type LeadRoutingSettings } from './lead-routing.ts';

/** An agent a lead may be given to: shown on the site with an e-mail address to be told at. */
export function isActiveAgent(agent: Pick<Agent, 'visible' | 'email'>): boolean {
  return agent.visible && agent.email.trim() !== '';
}

function byCodePoint(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The rotation's next agent after `last` among `agentIds`: the first id after it in code-point order, else the first
 * (also when `last` is null or no longer among them); null for no ids. The reference every store's turn is held to.
 */
export function nextInRotation(agentIds: readonly string[], last: string | null): string | null {
  const sorted = [...new Set(agentIds)].sort(byCodePoint);
  return (last === null ? undefined : sorted.find((id) => id > last)) ?? sorted[0] ?? null;
}

/** What the rules read about a lead: the listing's agent MLS id and city, when the lead is about a listing. */
export interface LeadSubject {
  readonly listAgentMlsId: string | null;
  readonly city: string | null;
}

/**
 * The agent the rule picks without the rotation: the listing's agent (by MLS id) or the city's agent from the area
 * table, when that agent is active; null when the rule is the rotation or finds nobody (the caller then takes a turn).
 */
export function ruleAgent(
  settings: Pick<LeadRoutingSettings, 'rule' | 'areas'>,
  subject: LeadSubject,
  activeAgents: readonly Pick<Agent, 'id' | 'mlsMemberId'>[],
): string | null {
  if (settings.rule === 'listing-agent') {
    const mlsId = subject.listAgentMlsId?.trim().toLowerCase() ?? '';
    if (mlsId === '') return null;
    return activeAgents.find((agent) => agent.mlsMemberId?.trim().toLowerCase() === mlsId)?.id ?? null;
  }
  if (settings.rule === 'area') {
    if (subject.city === null || subject.city.trim() === '') return null;
    const key = cityKey(subject.city);
    const row = settings.areas.find((area) => cityKey(area.city) === key);
    return row !== undefined && activeAgents.some((agent) => agent.id === row.agentId) ? row.agentId : null;
  }
  return null;
}
