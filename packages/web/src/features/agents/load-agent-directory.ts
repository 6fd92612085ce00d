import {
  agentFacets,
  matchesAgentDirectory,
  readAgentDirectoryFilter,
  type Agent,
  type AgentDirectoryFilter,
  type AgentFacets,
} from '@app/domain';
import type { PlainSearch } from '../../app/plain-search.ts';
import { allContent } from '../../services/all-content.ts';
import type { ContentServices } from '../../services/web-services.ts';

export interface AgentDirectoryData {
  readonly filter: AgentDirectoryFilter;
  /** The languages and specialties of the whole team (the filter's choices). */
  readonly facets: AgentFacets;
  /** How many agents the team shows in all. */
  readonly teamSize: number;
  /** The agents the filter keeps, in the team's order. */
  readonly agents: Agent[];
}

/** The team's visible agents narrowed by the name, language and specialty in the address. */
export async function loadAgentDirectory(content: ContentServices, params: PlainSearch): Promise<AgentDirectoryData> {
  const team = await allContent((paging) => content.agents(paging));
  const filter = readAgentDirectoryFilter(params);
  return {
    filter,
    facets: agentFacets(team),
    teamSize: team.length,
    agents: team.filter((agent) => matchesAgentDirectory(agent, filter)),
  };
}
