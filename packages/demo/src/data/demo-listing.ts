import type { Listing } from '@app/domain';
import { totalBathroomsDisplay } from '@app/domain';
import { drawAmenities } from './amenities.ts';
import { cityNamed } from './cities.ts';
import { drawFloridaFacts } from './florida-facts.ts';
import { drawMedia } from './media.ts';
import type { Agent, Office } from './offices-and-agents.ts';
import { marketPrice, priceSpread } from './price.ts';
import type { MarketPath } from './market-path.ts';
import type { Random } from './prng.ts';
import { drawPropertyFacts } from './property-facts.ts';
import {
  CONDOMINIUM,
  LAND,
  SINGLE_FAMILY,
  TOWNHOUSE,
  drawPropertyKind,
  priceFactor,
  type PropertyKind,
} from './property-kind.ts';
import { writeRemarks } from './remarks.ts';
import { streetAddress, unitNumber } from './streets.ts';
import type { Subdivision } from './subdivision.ts';
import { drawTimeline } from './timeline.ts';

/** The ListingKey of the demo listing with this sequence number (from 1): `SWFL00000001`, ... */
export function demoListingKey(sequence: number): string {
  return `SWFL${String(sequence).padStart(8, '0')}`;
}

/** Who lists a demo listing, where, and in which state; the rest is drawn. */
export interface DemoListingPlan {
  readonly sequence: number;
  readonly subdivision: Subdivision;
  readonly office: Office;
  readonly agent: Agent;
  readonly path: MarketPath;
  readonly premium: boolean;
  readonly referenceMs: number;
}

function remarkKind(kind: PropertyKind): 'home' | 'condo' | 'land' | 'income' {
  if (kind === LAND) return 'land';
  if (kind === CONDOMINIUM) return 'condo';
  return kind.type === 'Residential Income' ? 'income' : 'home';
}

function coordinate(center: number, radius: number, random: Random): number {
  return Number((center + random.float(-radius, radius)).toFixed(6));
}

/** Every this many demo listings, the seller switched automated value estimates off (drawn without the PRNG, so every
 * other demo fact stays as it was). */
const ESTIMATES_OFF_EVERY = 40;

function automatedValuationAllowed(sequence: number): boolean {
  return sequence % ESTIMATES_OFF_EVERY !== 0;
}

/** One realistic listing following the plan. */
export function drawDemoListing(plan: DemoListingPlan, random: Random): Listing {
  const { subdivision, office, agent, sequence } = plan;
  const city = cityNamed(subdivision.city);
  const drawn = drawPropertyKind(subdivision.profile, random);
  const kind = plan.premium && drawn !== CONDOMINIUM ? SINGLE_FAMILY : drawn;
  const asking = marketPrice(
    subdivision.median * priceFactor(kind, subdivision.median) * priceSpread(random) * (plan.premium ? 1.2 : 1),
    random,
  );
  const facts = drawPropertyFacts(kind, asking, subdivision, random);
  const amenities = drawAmenities(kind, asking, subdivision, city.county, random);
  const timeline = drawTimeline(plan.path, asking, plan.referenceMs, random);
  const listingKey = demoListingKey(sequence);
  const media = drawMedia(
    { listingKey, land: kind === LAND, waterfront: amenities.WaterfrontYN, pool: amenities.PoolPrivateYN === true },
    random,
  );
  const PublicRemarks = writeRemarks(
    {
      style: kind === SINGLE_FAMILY ? 'home' : kind.subType,
      kind: remarkKind(kind),
      luxury: asking >= 2_000_000,
      subdivision: subdivision.name,
      city: city.name,
      beds: facts.BedroomsTotal,
      baths: totalBathroomsDisplay(facts.BathroomsFull, facts.BathroomsHalf),
      livingArea: facts.LivingArea,
      lotAcres: facts.LotSizeAcres,
      waterfront: amenities.WaterfrontYN,
      pool: amenities.PoolPrivateYN === true,
      golf: subdivision.profile === 'golf',
    },
    random,
  );
  const florida = drawFloridaFacts({
    listingKey,
    subdivision,
    kind,
    price: asking,
    yearBuilt: facts.YearBuilt,
    waterfront: amenities.WaterfrontYN,
    monthlyAssociationFee: amenities.AssociationFee,
    modificationTimestamp: timeline.ModificationTimestamp,
  });
  return {
    ListingId: `2${timeline.ListingContractDate.slice(2, 4)}${String(sequence).padStart(6, '0')}`,
    ListingKey: listingKey,
    ListAgentMlsId: agent.mlsId,
    ListAgentFullName: agent.fullName,
    ListOfficeMlsId: office.mlsId,
    ListOfficeName: office.name,
    ...timeline,
    ...streetAddress(city, subdivision.postalCode, random),
    UnitNumber: kind === CONDOMINIUM || (kind === TOWNHOUSE && random.chance(0.4)) ? unitNumber(random) : null,
    City: city.name,
    StateOrProvince: 'FL',
    PostalCode: subdivision.postalCode,
    CountyOrParish: city.county,
    SubdivisionName: subdivision.name,
    ...facts,
    PropertyType: kind.type,
    PropertySubType: kind.subType,
    Latitude: coordinate(subdivision.latitude, subdivision.radius, random),
    Longitude: coordinate(subdivision.longitude, subdivision.radius, random),
    PublicRemarks,
    ...amenities,
    InternetAutomatedValuationDisplayYN: automatedValuationAllowed(sequence),
    ...florida,
    PhotosCount: media.length,
    Media: media,
  };
}
