import type { ValidationIssue } from '../../errors/domain-error.ts';

/** How a new lead finds its agent (an admin setting; ADR 0036). */
export const LEAD_ASSIGNMENT_RULES = ['listing-agent', 'area', 'round-robin'] as const;
export type LeadAssignmentRule = (typeof LEAD_ASSIGNMENT_RULES)[number];

/** How each rule is named to the office manager. */
export const LEAD_ASSIGNMENT_RULE_LABELS: Readonly<Record<LeadAssignmentRule, string>> = {
  'listing-agent': "The listing's agent (others in turn)",
  area: "The agent of the home's city (others in turn)",
  'round-robin': 'Every agent in turn',
};

/** One row of the area table: leads about homes in this city go to this agent. */
export interface AreaAgent {
  readonly city: string;
  readonly agentId: string;
}

/** Who gets new leads and who hears of them. */
export interface LeadRoutingSettings {
  readonly rule: LeadAssignmentRule;
  /** The office's address that hears of every new lead; null for none. */
  readonly officeEmail: string | null;
  /** City → agent, for the area rule (cities compared in any case). */
  readonly areas: readonly AreaAgent[];
}

/** The settings before an admin saves any: every agent in turn, nobody else told. */
export const DEFAULT_LEAD_ROUTING: LeadRoutingSettings = { rule: 'round-robin', officeEmail: null, areas: [] };

export const LEAD_ROUTING_LIMITS = { officeEmail: 254, city: 100, areas: 200 } as const;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** A city as the area table compares it: trimmed, single spaces, any case. */
export function cityKey(city: string): string {
  return city.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** The settings trimmed (a blank office address is none, cities single-spaced). */
export function normalizeLeadRouting(settings: LeadRoutingSettings): LeadRoutingSettings {
  const email = settings.officeEmail?.trim().toLowerCase() ?? '';
  return {
    rule: settings.rule,
    officeEmail: email === '' ? null : email,
    areas: settings.areas.map((area) => ({
      city: area.city.trim().replace(/\s+/g, ' '),
      agentId: area.agentId.trim(),
    })),
  };
}

/** Every problem with (normalized) settings; `agentIds` are the agents a lead may go to. */
export function leadRoutingIssues(settings: LeadRoutingSettings, agentIds: ReadonlySet<string>): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  if (!(LEAD_ASSIGNMENT_RULES as readonly string[]).includes(settings.rule))
    issues.push({ field: 'rule', message: `must be one of ${LEAD_ASSIGNMENT_RULES.join(', ')}` });
  if (
    settings.officeEmail !== null &&
    (settings.officeEmail.length > LEAD_ROUTING_LIMITS.officeEmail || !EMAIL.test(settings.officeEmail))
  )
    issues.push({ field: 'officeEmail', message: 'Please enter a valid email address' });
  if (settings.areas.length > LEAD_ROUTING_LIMITS.areas)
    issues.push({ field: 'areas', message: `must have at most ${LEAD_ROUTING_LIMITS.areas} cities` });
  const seen = new Set<string>();
  settings.areas.forEach((area, index) => {
    const field = `areas.${index}`;
    if (area.city === '') issues.push({ field: `${field}.city`, message: 'Please enter the city' });
    else if (area.city.length > LEAD_ROUTING_LIMITS.city)
      issues.push({ field: `${field}.city`, message: `must be at most ${LEAD_ROUTING_LIMITS.city} characters` });
    else if (seen.has(cityKey(area.city)))
      issues.push({ field: `${field}.city`, message: `${area.city} is in the table twice` });
    seen.add(cityKey(area.city));
    if (!agentIds.has(area.agentId)) issues.push({ field: `${field}.agentId`, message: 'Choose one of the agents' });
  });
  return issues;
}
