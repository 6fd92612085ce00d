import { notFound } from '@tanstack/react-router';
import {
  CONTENT_MAX_PAGE_SIZE,
  communityOfListing,
  DEFAULT_MONTHLY_COST_SETTINGS,
  ERROR_MESSAGES,
  FEATURED_OFFICE_ID,
  listingAgentOf,
  type Agent,
  type Community,
  errorMessageOr,
  toListingSummary,
  type ListingHistory,
  type ListingSummary,
  type ListingView,
  type MonthlyCostSettings,
  type OpenHouse,
} from '@app/domain';
import type { PublicConfig } from '../../app/public-config.ts';
import type { WebServices } from '../../services/web-services.ts';
import type { PropertyStore } from '../../stores/property-store.ts';

/** A part of the page loaded beside the listing: its items, or why there are none. */
export type Section<T> =
  { readonly items: readonly T[]; readonly error: null } | { readonly items: readonly []; readonly error: string };

/** Everything a property detail page shows. */
export interface PropertyDetailData {
  readonly property: ListingView;
  readonly openHouses: Section<OpenHouse>;
  /** Other homes for sale in the same subdivision (subdivision bath rule), at most 6. */
  readonly nearby: Section<ListingSummary>;
  /** The property's price and status history and when the listing data was last synced; null when it could not be
   * loaded (the page then shows no history and dates the data by the listing's last change). */
  readonly history: ListingHistory | null;
  /** What the team knows beyond the MLS: its own agent who listed the home, and the community it is in. */
  readonly story: ListingStory;
  /** When the page was loaded (epoch ms), so days on market read the same on server and browser. */
  readonly loadedAt: number;
  /** The admin's assumptions for the monthly cost estimate (the defaults when they could not be read). */
  readonly monthlyCostSettings: MonthlyCostSettings;
}

/** What the page shows of the agent: the rest (links, licence, the whole record) stays out of the page's data. */
export type StoryAgent = Pick<Agent, 'slug' | 'name' | 'title' | 'phone' | 'photo' | 'bio'>;
/** What the page shows of the community (not its body, highlights or map position). */
export type StoryCommunity = Pick<Community, 'slug' | 'name' | 'summary' | 'hero'>;

/** The team's agent who listed the home (team listings only) and the community page of its subdivision. */
export interface ListingStory {
  readonly agent: StoryAgent | null;
  readonly community: StoryCommunity | null;
}

function storyAgent(agent: Agent | null): StoryAgent | null {
  if (agent === null) return null;
  const { slug, name, title, phone, photo, bio } = agent;
  return { slug, name, title, phone, photo, bio: storyLead(bio) };
}

function storyCommunity(community: Community | null): StoryCommunity | null {
  if (community === null) return null;
  const { slug, name, summary, hero } = community;
  return { slug, name, summary, hero };
}

/** The first paragraph of an agent's story (paragraphs are separated by a blank line). */
export function storyLead(bio: string): string {
  return bio.split(/\n\s*\n/)[0]?.trim() ?? '';
}

/** How many other homes of the subdivision the page shows. */
export const NEARBY_LIMIT = 6;
export const OPEN_HOUSES_FAILED = 'Open house times could not be loaded right now.';

/** Which listing a route asks for. */
export type PropertyKey = { readonly listingId: string } | { readonly slug: string };

async function section<T>(load: () => Promise<readonly T[]>, fallback: string): Promise<Section<T>> {
  try {
    return { items: await load(), error: null };
  } catch (error) {
    return { items: [], error: errorMessageOr(error, fallback) };
  }
}

async function nearbyHomes(services: WebServices, property: ListingView): Promise<ListingSummary[]> {
  if (!property.SubdivisionName) return [];
  const listings = await services.listSubdivisionListings({
    subdivision: property.SubdivisionName,
    limit: NEARBY_LIMIT + 1,
  });
  return listings
    .filter((listing) => listing.ListingId !== property.ListingId)
    .slice(0, NEARBY_LIMIT)
    .map(toListingSummary);
}

/**
 * The listing's agent when the team listed it and its community, from the published agents and communities (a
 * failure leaves the part out: the page is whole without it).
 */
async function listingStory(services: WebServices, property: ListingView): Promise<ListingStory> {
  const all = { perPage: CONTENT_MAX_PAGE_SIZE };
  const [agents, communities] = await Promise.all([
    property.ListOfficeMlsId === FEATURED_OFFICE_ID
      ? services.content.agents(all).then(
          (page) => page.items,
          () => [],
        )
      : [],
    property.SubdivisionName
      ? services.content.communities(all).then(
          (page) => page.items,
          () => [],
        )
      : [],
  ]);
  return {
    agent: storyAgent(listingAgentOf(agents, property)),
    community: storyCommunity(communityOfListing(communities, property)),
  };
}

/**
 * Loads a property page: the listing through the property store (unknown, or sold while the
 * feed's licence keeps sold listings off the public site → Page Not Found with status 404; a
 * failed fetch → an error carrying the store's message), then its open houses and
 * the other homes of its subdivision side by side. Those two never fail the page: a failure
 * leaves that section empty with a message. The property's history loads beside them, given the listing already
 * loaded (during server rendering that saves a second lookup of it); a failure leaves it out.
 */
export async function loadPropertyDetail(
  deps: {
    services: WebServices;
    store: PropertyStore;
    config: Pick<PublicConfig, 'closedListingsPublic'>;
    now: () => number;
  },
  key: PropertyKey,
): Promise<PropertyDetailData> {
  const property = 'slug' in key ? await deps.store.loadFeatured(key.slug) : await deps.store.load(key.listingId);
  if (property === null) {
    if (deps.store.state.error !== null) throw new Error(deps.store.state.error);
    throw notFound();
  }
  if (property.StandardStatus === 'Closed' && !deps.config.closedListingsPublic) throw notFound();
  const [openHouses, nearby, history, story, monthlyCostSettings] = await Promise.all([
    section(() => deps.services.listingOpenHouses(property.ListingKey), OPEN_HOUSES_FAILED),
    section(() => nearbyHomes(deps.services, property), ERROR_MESSAGES.propertiesFetchFailed),
    deps.services.listingHistory(property.ListingId, property).catch(() => null),
    listingStory(deps.services, property),
    deps.services.monthlyCostSettings().catch(() => DEFAULT_MONTHLY_COST_SETTINGS),
  ]);
  return {
    property,
    openHouses,
    nearby,
    history,
    story,
    loadedAt: deps.now(),
    monthlyCostSettings,
  };
}
