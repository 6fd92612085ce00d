import { notFound } from '@tanstack/react-router';
import {
  brokerPageSlug,
  EMPTY_SEARCH,
  ERROR_MESSAGES,
  errorMessageOr,
  type Agent,
  type ListingSearch,
  type SalesResult,
  type SearchResults,
  type SitePage,
  type StandardStatus,
  type Testimonial,
} from '@app/domain';
import type { PublicConfig } from '../../app/public-config.ts';
import { allContent } from '../../services/all-content.ts';
import type { WebServices } from '../../services/web-services.ts';

/** One of the agent's listing searches: a page of results, or why there is none. */
export type AgentListings =
  { readonly results: SearchResults; readonly error: null } | { readonly results: null; readonly error: string };

/** Everything an agent's page shows. */
export interface AgentPageData {
  readonly agent: Agent;
  /** A broker's own page (`broker-{slug}`), when there is one. */
  readonly brokerPage: SitePage | null;
  readonly testimonials: Testimonial[];
  readonly sales: SalesResult[];
  /** Their homes for sale; null when the agent has no MLS member id. */
  readonly activeListings: AgentListings | null;
  /** Their sold homes; null without an MLS member id or when the feed's licence keeps sold data off the public site. */
  readonly soldListings: AgentListings | null;
}

/** The statuses of the agent's sold listings. */
export const SOLD_STATUSES: readonly StandardStatus[] = ['Closed'];

/** The searches of an agent's listings by MLS member id: those for sale (the search's default statuses) and those sold.
 * */
export function agentListingSearches(listAgentMlsId: string): { active: ListingSearch; sold: ListingSearch } {
  return {
    active: { ...EMPTY_SEARCH, listAgentMlsId },
    sold: { ...EMPTY_SEARCH, listAgentMlsId, statuses: SOLD_STATUSES },
  };
}

async function agentListings(
  services: Pick<WebServices, 'searchListings'>,
  search: ListingSearch,
): Promise<AgentListings> {
  try {
    return { results: await services.searchListings(search), error: null };
  } catch (error) {
    return { results: null, error: errorMessageOr(error, ERROR_MESSAGES.propertiesFetchFailed) };
  }
}

/**
 * Loads an agent's page by slug (unknown or hidden → Page Not Found with status 404): their
 * testimonials, sales results, broker page, and their listings found by their MLS member id
 * (`ListAgentMlsId`): the ones for sale, and the sold ones only where sold data is public. A
 * failed listing search leaves that section with a message, never a failed page.
 */
export async function loadAgentPage(
  deps: {
    services: Pick<WebServices, 'content' | 'searchListings'>;
    config: Pick<PublicConfig, 'closedListingsPublic'>;
  },
  slug: string,
): Promise<AgentPageData> {
  const { content } = deps.services;
  const agent = await content.agent(slug);
  if (agent === null) throw notFound();
  const searches = agent.mlsMemberId === null ? null : agentListingSearches(agent.mlsMemberId);
  const [brokerPage, testimonials, sales, activeListings, soldListings] = await Promise.all([
    agent.isBroker ? content.page(brokerPageSlug(agent.slug)) : null,
    allContent((paging) => content.testimonials({ ...paging, agentId: agent.id })),
    allContent((paging) => content.salesResults({ ...paging, agentId: agent.id })),
    searches === null ? null : agentListings(deps.services, searches.active),
    searches === null || !deps.config.closedListingsPublic ? null : agentListings(deps.services, searches.sold),
  ]);
  return { agent, brokerPage, testimonials, sales, activeListings, soldListings };
}
