import type { Listing } from '@app/domain';
import { CITIES } from './cities.ts';
import { drawDemoListing } from './demo-listing.ts';
import { AGENTS, FEATURED_OFFICE, OFFICES, type Agent, type Office } from './offices-and-agents.ts';
import { drawMarketPath, type PathWish } from './market-path.ts';
import { createRandom, type Random } from './prng.ts';
import { PREMIUM_SUBDIVISIONS, subdivisionsOf } from './subdivisions.ts';

/** Options of {@link generateDemoListings}. */
export interface DemoListingOptions {
  readonly count: number;
  /** Same seed, same listings. */
  readonly seed?: number;
  /** The "now" of the data set: every date lies in the two years before it. */
  readonly referenceDate?: string | Date;
}

export const DEFAULT_DEMO_SEED = 20_261_101;
export const DEFAULT_REFERENCE_DATE = '2026-11-01T00:00:00Z';
/** Share of the listings that belong to the featured office, and the floor of its homes for sale. */
const FEATURED_SHARE = 0.006;
const FEATURED_MINIMUM = 12;
/** Featured listings by turn: the first 12 are for sale, the next 8 sold (one per team agent), the rest anything. */
function featuredWish(turn: number, teamSize: number): PathWish {
  if (turn < FEATURED_MINIMUM) return 'for sale';
  return turn < FEATURED_MINIMUM + teamSize ? 'sold' : 'any';
}

function featuredSlots(count: number): Set<number> {
  const featured = Math.min(count, Math.max(FEATURED_MINIMUM, Math.round(count * FEATURED_SHARE)));
  return new Set(Array.from({ length: featured }, (_, slot) => Math.floor(((slot + 0.5) * count) / featured)));
}

function listingRandom(seed: number, index: number): Random {
  return createRandom((Math.imul(seed ^ 0x5bd1e995, 0x9e3779b1) + Math.imul(index + 1, 0x85ebca6b)) >>> 0);
}

/**
 * A deterministic set of realistic Southwest Florida listings: the same options always give the
 * same listings, drawn from a steady market (see `drawMarketPath`). The featured office 'PRG' gets
 * 0.6% of them (at least 12), premium homes in Naples, Bonita Springs and Estero shared in turn by
 * its agents: at least 12 Active or Active Under Contract, and with 20 or more, a sale for every agent.
 */
export function generateDemoListings(options: DemoListingOptions): Listing[] {
  const seed = options.seed ?? DEFAULT_DEMO_SEED;
  const referenceMs = new Date(options.referenceDate ?? DEFAULT_REFERENCE_DATE).getTime();
  if (!Number.isFinite(referenceMs)) throw new Error(`Invalid reference date: ${String(options.referenceDate)}`);
  const slots = featuredSlots(options.count);
  const cityWeights = CITIES.map((city) => [city.name, city.weight] as const);
  const subdivisionsByCity = new Map(CITIES.map((city) => [city.name, subdivisionsOf(city.name)]));
  const officesByCity = new Map(
    CITIES.map((city) => [
      city.name,
      OFFICES.filter((office) => office !== FEATURED_OFFICE && office.cities.includes(city.name)),
    ]),
  );
  const agentsByOffice = new Map<string, Agent[]>();
  for (const agent of AGENTS)
    agentsByOffice.set(agent.officeMlsId, [...(agentsByOffice.get(agent.officeMlsId) ?? []), agent]);
  const featuredOrder = [...slots];
  const team = agentsByOffice.get(FEATURED_OFFICE.mlsId) ?? [];
  const teamAgent = (turn: number): Agent => team[turn % team.length] as Agent;
  const listings: Listing[] = [];
  for (let index = 0; index < options.count; index += 1) {
    const random = listingRandom(seed, index);
    const premium = slots.has(index);
    const subdivision = premium
      ? random.pick(PREMIUM_SUBDIVISIONS)
      : random.pick(subdivisionsByCity.get(random.weighted(cityWeights)) ?? []);
    const office: Office = premium ? FEATURED_OFFICE : random.pick(officesByCity.get(subdivision.city) ?? []);
    const turn = featuredOrder.indexOf(index);
    const path = drawMarketPath(referenceMs, random, premium ? featuredWish(turn, team.length) : 'any');
    // The draw is made for every listing so the featured office's listings keep their other facts;
    // its agents then take turns, so each team member has listings for any count of 8 or more.
    const drawn = random.pick(agentsByOffice.get(office.mlsId) ?? []);
    const agent = premium ? teamAgent(turn) : drawn;
    listings.push(
      drawDemoListing({ sequence: index + 1, subdivision, office, agent, path, premium, referenceMs }, random),
    );
  }
  return listings;
}
