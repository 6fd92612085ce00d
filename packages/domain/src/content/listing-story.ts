import type { Listing } from '../listing/listing.ts';
import type { Agent } from './agent.ts';
import type { Community } from './community.ts';

function sameName(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/**
 * The team's agent who listed a home: the first of the agents (in their display order) whose MLS member id is the
 * listing's `ListAgentMlsId` (case and blanks aside); null for another brokerage's agent or a listing without one.
 */
export function listingAgentOf(agents: readonly Agent[], listing: Pick<Listing, 'ListAgentMlsId'>): Agent | null {
  const id = listing.ListAgentMlsId;
  if (id === null || id.trim() === '') return null;
  return agents.find((agent) => agent.mlsMemberId !== null && sameName(agent.mlsMemberId, id)) ?? null;
}

/**
 * The community a home is in: the first of the communities (in their display order) that covers the listing's MLS
 * subdivision (case and blanks aside); null when none does or the listing names no subdivision.
 */
export function communityOfListing(
  communities: readonly Community[],
  listing: Pick<Listing, 'SubdivisionName'>,
): Community | null {
  const subdivision = listing.SubdivisionName;
  if (subdivision === null || subdivision.trim() === '') return null;
  return communities.find((community) => community.subdivisions.some((name) => sameName(name, subdivision))) ?? null;
}
