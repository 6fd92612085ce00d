import type { Random } from './prng.ts';
import { CONDOMINIUM, LAND, SINGLE_FAMILY, type PropertyKind } from './property-kind.ts';
import type { Subdivision } from './subdivision.ts';

/** The physical facts of a home, consistent with its kind and price. */
export interface PropertyFacts {
  readonly BedroomsTotal: number | null;
  readonly BathroomsFull: number | null;
  readonly BathroomsHalf: number | null;
  readonly BathroomsTotalInteger: number | null;
  readonly LivingArea: number | null;
  readonly LotSizeAcres: number | null;
  readonly YearBuilt: number | null;
  readonly GarageSpaces: number | null;
}

const AREA_LIMITS: Readonly<Record<string, readonly [number, number]>> = {
  'Single Family Residence': [1_000, 12_000],
  Condominium: [650, 4_000],
  Townhouse: [1_000, 3_500],
  Villa: [1_000, 3_000],
};

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

function bedroomsFor(kind: PropertyKind, area: number, random: Random): number {
  if (kind.type === 'Residential Income') return kind.subType === 'Triplex' ? random.int(5, 7) : random.int(4, 5);
  if (kind === CONDOMINIUM)
    return area < 900 ? 1 : area < 1_400 ? 2 : area < 2_200 ? random.int(2, 3) : random.int(3, 4);
  if (kind !== SINGLE_FAMILY) return area < 1_500 ? 2 : 3;
  if (area < 1_300) return 2;
  if (area < 2_600) return random.int(3, 4);
  if (area < 5_000) return random.int(4, 5);
  return random.int(5, 7);
}

function lotAcres(kind: PropertyKind, subdivision: Subdivision, random: Random): number | null {
  if (kind === CONDOMINIUM) return null;
  const roomy = subdivision.profile === 'estate' || subdivision.city === 'Lehigh Acres';
  if (kind === LAND || kind === SINGLE_FAMILY || kind.type === 'Residential Income')
    return Number((roomy ? random.float(0.25, 1.4) : random.float(0.18, 0.4)).toFixed(2));
  return Number(random.float(0.05, 0.14).toFixed(2));
}

function garageSpaces(kind: PropertyKind, area: number, luxury: boolean, random: Random): number {
  if (kind === CONDOMINIUM) return random.int(0, 1);
  if (kind !== SINGLE_FAMILY) return random.int(1, 2);
  if (luxury) return random.int(3, 4);
  return area < 1_600 ? random.int(1, 2) : random.int(2, 3);
}

/** Beds, baths, size, lot, year and garage for a home of this kind at this price. */
export function drawPropertyFacts(
  kind: PropertyKind,
  price: number,
  subdivision: Subdivision,
  random: Random,
): PropertyFacts {
  const LotSizeAcres = lotAcres(kind, subdivision, random);
  if (kind === LAND)
    return {
      BedroomsTotal: null,
      BathroomsFull: null,
      BathroomsHalf: null,
      BathroomsTotalInteger: null,
      LivingArea: null,
      LotSizeAcres,
      YearBuilt: null,
      GarageSpaces: null,
    };
  const [minArea, maxArea] = AREA_LIMITS[kind.subType] ?? [1_400, 5_000];
  const LivingArea = Math.round(clamp(price / (subdivision.pricePerSqft * random.float(0.8, 1.2)), minArea, maxArea));
  const BedroomsTotal = bedroomsFor(kind, LivingArea, random);
  const BathroomsFull = Math.max(1, BedroomsTotal - (BedroomsTotal > 2 && random.chance(0.4) ? 1 : 0));
  const BathroomsHalf = LivingArea > 2_200 && random.chance(0.6) ? (LivingArea > 6_000 ? 2 : 1) : 0;
  const luxury = price >= 2_000_000;
  return {
    BedroomsTotal,
    BathroomsFull,
    BathroomsHalf,
    BathroomsTotalInteger: BathroomsFull + BathroomsHalf,
    LivingArea,
    LotSizeAcres,
    YearBuilt: random.int(Math.max(subdivision.builtFrom, luxury ? 1995 : 0), subdivision.builtTo),
    GarageSpaces: garageSpaces(kind, LivingArea, luxury, random),
  };
}
