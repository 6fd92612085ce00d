import type { Agent } from './agent.ts';
import { distinctSorted, foldText, readFilterText, type FilterParams } from './filter-params.ts';

/** What the agent directory narrows to (address parameters `q`, `language`, `specialty`). */
export interface AgentDirectoryFilter {
  /** Words that must all appear in the agent's name. */
  readonly q?: string;
  readonly language?: string;
  readonly specialty?: string;
}

/** The languages and specialties the directory offers to filter by. */
export interface AgentFacets {
  readonly languages: string[];
  readonly specialties: string[];
}

/**
 * Reads the directory filter from address parameters: values trimmed; empty or overlong ones
 * left out. `filterParams` writes a filter back to parameters this reads as the same filter.
 */
export function readAgentDirectoryFilter(params: FilterParams): AgentDirectoryFilter {
  const entries = (['q', 'language', 'specialty'] as const).map(
    (name) => [name, readFilterText(params[name])] as const,
  );
  return Object.fromEntries(entries.filter(([, value]) => value !== undefined));
}

function includesFolded(values: readonly string[], wanted: string | undefined): boolean {
  return wanted === undefined || values.some((value) => foldText(value) === foldText(wanted));
}

/**
 * Whether an agent is kept by the directory filter: every word of `q` appears in the name, and
 * the agent speaks the language and has the specialty. Letter case and accents never matter
 * ("maria" finds "María Álvarez").
 */
export function matchesAgentDirectory(
  agent: Pick<Agent, 'name' | 'languages' | 'specialties'>,
  filter: AgentDirectoryFilter,
): boolean {
  const name = foldText(agent.name);
  const words = foldText(filter.q ?? '')
    .split(/\s+/)
    .filter((word) => word !== '');
  return (
    words.every((word) => name.includes(word)) &&
    includesFolded(agent.languages, filter.language) &&
    includesFolded(agent.specialties, filter.specialty)
  );
}

/** Every language and every specialty of the agents, each once (case and accents ignored, first spelling kept),
 * alphabetical. */
export function agentFacets(agents: readonly Pick<Agent, 'languages' | 'specialties'>[]): AgentFacets {
  return {
    languages: distinctSorted(agents.flatMap((agent) => agent.languages)),
    specialties: distinctSorted(agents.flatMap((agent) => agent.specialties)),
  };
}
