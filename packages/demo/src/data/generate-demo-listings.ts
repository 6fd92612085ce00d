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

/** Draws demo listings one by one: the listing of any index, the same whatever else is drawn. */
export interface DemoListingGenerator {
  /** The listing at this index (from 0): one of the data set below `count`, a newly listed home after it. */
  at(index: number): Listing;
}

/**
 * The generator behind {@link generateDemoListings}. Each listing draws from its own seeded random,
 * so any one can be drawn again alone; indexes at or after `count` are homes coming on the market
 * later (the live demo feed), drawn like the others but never of the featured office and always for sale.
 */
export function demoListingGenerator(options: DemoListingOptions): DemoListingGenerator {
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
  return {
    at(index) {
      const random = listingRandom(seed, index);
      const premium = index < options.count && slots.has(index);
      const subdivision = premium
        ? random.pick(PREMIUM_SUBDIVISIONS)
        : random.pick(subdivisionsByCity.get(random.weighted(cityWeights)) ?? []);
      const office: Office = premium ? FEATURED_OFFICE : random.pick(officesByCity.get(subdivision.city) ?? []);
      const turn = featuredOrder.indexOf(index);
      const wish: PathWish = premium ? featuredWish(turn, team.length) : index < options.count ? 'any' : 'for sale';
      const path = drawMarketPath(referenceMs, random, wish);
      // The draw is made for every listing so the featured office's listings keep their other facts;
      // its agents then take turns, so each team member has listings for any count of 8 or more.
      const drawn = random.pick(agentsByOffice.get(office.mlsId) ?? []);
      const agent = premium ? teamAgent(turn) : drawn;
      return drawDemoListing({ sequence: index + 1, subdivision, office, agent, path, premium, referenceMs }, random);
    },
  };
}

/**
 * A deterministic set of realistic Southwest Florida listings: the same options always give the
 * same listings, drawn from a steady market (see `drawMarketPath`). The featured office 'PRG' gets
 * 0.6% of them (at least 12), premium homes in Naples, Bonita Springs and Estero shared in turn by
 * its agents: at least 12 Active or Active Under Contract, and with 20 or more, a sale for every agent.
 */
export function generateDemoListings(options: DemoListingOptions): Listing[] {
  const generator = demoListingGenerator(options);
  return Array.from({ length: options.count }, (_, index) => generator.at(index));
}
