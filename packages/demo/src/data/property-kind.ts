import type { CommunityProfile } from './subdivision.ts';
import type { Random } from './prng.ts';

/** A RESO PropertyType with one of its PropertySubTypes. */
export interface PropertyKind {
  readonly type: 'Residential' | 'Land' | 'Residential Income';
  readonly subType: string;
}

export const SINGLE_FAMILY: PropertyKind = { type: 'Residential', subType: 'Single Family Residence' };
export const CONDOMINIUM: PropertyKind = { type: 'Residential', subType: 'Condominium' };
export const TOWNHOUSE: PropertyKind = { type: 'Residential', subType: 'Townhouse' };
const VILLA: PropertyKind = { type: 'Residential', subType: 'Villa' };
export const LAND: PropertyKind = { type: 'Land', subType: 'Unimproved Land' };
const DUPLEX: PropertyKind = { type: 'Residential Income', subType: 'Duplex' };
const TRIPLEX: PropertyKind = { type: 'Residential Income', subType: 'Triplex' };

const MIX: Readonly<Record<CommunityProfile, readonly (readonly [PropertyKind, number])[]>> = {
  estate: [
    [SINGLE_FAMILY, 88],
    [LAND, 12],
  ],
  beachfront: [
    [CONDOMINIUM, 62],
    [SINGLE_FAMILY, 33],
    [LAND, 5],
  ],
  golf: [
    [SINGLE_FAMILY, 45],
    [CONDOMINIUM, 25],
    [VILLA, 15],
    [TOWNHOUSE, 15],
  ],
  suburban: [
    [SINGLE_FAMILY, 74],
    [LAND, 13],
    [DUPLEX, 4],
    [TRIPLEX, 1],
    [VILLA, 4],
    [CONDOMINIUM, 4],
  ],
  island: [
    [SINGLE_FAMILY, 58],
    [CONDOMINIUM, 33],
    [LAND, 5],
    [VILLA, 4],
  ],
  urban: [
    [CONDOMINIUM, 70],
    [TOWNHOUSE, 15],
    [SINGLE_FAMILY, 15],
  ],
};

/** A property type and subtype drawn from the community's usual mix. */
export function drawPropertyKind(profile: CommunityProfile, random: Random): PropertyKind {
  return random.weighted(MIX[profile]);
}

/** Price of this kind relative to a single-family home of the same community. */
export function priceFactor(kind: PropertyKind, median: number): number {
  if (kind.type === 'Land') return median < 500_000 ? 0.12 : median < 1_500_000 ? 0.3 : 0.5;
  if (kind.type === 'Residential Income') return 0.9;
  if (kind === CONDOMINIUM) return 0.5;
  if (kind === TOWNHOUSE) return 0.6;
  if (kind === VILLA) return 0.55;
  return 1;
}
