import type { Listing, StandardStatus } from '@app/domain';
import { CITIES } from './cities.ts';
import { drawDemoListing } from './demo-listing.ts';
import { AGENTS, FEATURED_OFFICE, OFFICES, type Agent, type Office } from './offices-and-agents.ts';
import { createRandom, type Random } from './prng.ts';
import { drawStatus } from './timeline.ts';
import { PREMIUM_SUBDIVISIONS, subdivisionsOf } from './subdivisions.ts';

/** Options of {@link generateDemoListings}. */
export interface DemoListingOptions {
  readonly count: number;
  /** Same seed, same listings. */
  readonly seed?: number;
  /** The "now" of the data set: every date lies in the 18 months before it. */
  readonly referenceDate?: string | Date;
}

export const DEFAULT_DEMO_SEED = 20_261_101;
export const DEFAULT_REFERENCE_DATE = '2026-11-01T00:00:00Z';
/** Share of the listings that belong to the featured office, and the floor below which it never goes. */
const FEATURED_SHARE = 0.004;
const FEATURED_MINIMUM = 12;

function featuredSlots(count: number): Set<number> {
  const featured = Math.min(count, Math.max(FEATURED_MINIMUM, Math.round(count * FEATURED_SHARE)));
  return new Set(Array.from({ length: featured }, (_, slot) => Math.floor(((slot + 0.5) * count) / featured)));
}

function listingRandom(seed: number, index: number): Random {
  return createRandom((Math.imul(seed ^ 0x5bd1e995, 0x9e3779b1) + Math.imul(index + 1, 0x85ebca6b)) >>> 0);
}

/**
 * A deterministic set of realistic Southwest Florida listings: the same options always give the
 * same listings. At least 12 Active or Active Under Contract listings belong to the featured
 * office 'PRG', mostly premium homes in Naples, Bonita Springs and Estero.
 */
export function generateDemoListings(options: DemoListingOptions): Listing[] {
  const seed = options.seed ?? DEFAULT_DEMO_SEED;
  const referenceMs = new Date(options.referenceDate ?? DEFAULT_REFERENCE_DATE).getTime();
  if (!Number.isFinite(referenceMs)) throw new Error(`Invalid reference date: ${String(options.referenceDate)}`);
  const slots = featuredSlots(options.count);
  const cityWeights = CITIES.map((city) => [city.name, city.weight] as const);
  const subdivisionsByCity = new Map(CITIES.map((city) => [city.name, subdivisionsOf(city.name)]));
  const officesByCity = new Map(CITIES.map((city) => [city.name, OFFICES.filter((office) => office !== FEATURED_OFFICE && office.cities.includes(city.name))]));
  const agentsByOffice = new Map<string, Agent[]>();
  for (const agent of AGENTS) agentsByOffice.set(agent.officeMlsId, [...(agentsByOffice.get(agent.officeMlsId) ?? []), agent]);
  const listings: Listing[] = [];
  for (let index = 0; index < options.count; index += 1) {
    const random = listingRandom(seed, index);
    const premium = slots.has(index);
    const subdivision = premium ? random.pick(PREMIUM_SUBDIVISIONS) : random.pick(subdivisionsByCity.get(random.weighted(cityWeights)) ?? []);
    const office: Office = premium ? FEATURED_OFFICE : random.pick(officesByCity.get(subdivision.city) ?? []);
    const status: StandardStatus = premium ? random.weighted([['Active', 85], ['Active Under Contract', 15]] as const) : drawStatus(random);
    const agent = random.pick(agentsByOffice.get(office.mlsId) ?? []);
    listings.push(drawDemoListing({ sequence: index + 1, subdivision, office, agent, status, premium, referenceMs }, random));
  }
  return listings;
}
