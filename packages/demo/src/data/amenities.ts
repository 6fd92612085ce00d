import type { Random } from './prng.ts';
import { CONDOMINIUM, LAND, SINGLE_FAMILY, TOWNHOUSE, type PropertyKind } from './property-kind.ts';
import type { Subdivision } from './subdivision.ts';

/** Water, pool, yearly taxes and association dues of a listing. */
export interface Amenities {
  readonly WaterfrontYN: boolean;
  readonly PoolPrivateYN: boolean | null;
  readonly TaxAnnualAmount: number;
  readonly AssociationFee: number | null;
}

const TAX_RATES: Readonly<Record<string, number>> = { Collier: 0.0105, Lee: 0.0165, Charlotte: 0.0175 };

function poolChance(kind: PropertyKind, price: number): number {
  if (kind === SINGLE_FAMILY) return price >= 1_500_000 ? 0.95 : price >= 600_000 ? 0.8 : 0.45;
  if (kind === CONDOMINIUM) return 0.02;
  if (kind === TOWNHOUSE) return 0.1;
  return kind.type === 'Residential Income' ? 0.15 : 0.3;
}

function associationFee(kind: PropertyKind, subdivision: Subdivision, random: Random): number | null {
  if (kind === CONDOMINIUM) return random.int(45, 180) * 10;
  if (subdivision.profile === 'golf') return random.int(25, 140) * 10;
  if (subdivision.profile === 'suburban') return random.chance(0.2) ? random.int(5, 30) * 10 : null;
  return random.chance(0.35) ? random.int(10, 60) * 10 : null;
}

/** Amenities consistent with the kind, price and community of a listing. */
export function drawAmenities(
  kind: PropertyKind,
  price: number,
  subdivision: Subdivision,
  county: string,
  random: Random,
): Amenities {
  const onBeach = kind === CONDOMINIUM && subdivision.profile === 'beachfront';
  return {
    WaterfrontYN: random.chance(Math.min(0.95, subdivision.waterfront * (onBeach ? 1.3 : 1))),
    PoolPrivateYN: kind === LAND ? null : random.chance(poolChance(kind, price)),
    TaxAnnualAmount: Math.round(price * (TAX_RATES[county] ?? 0.015) * random.float(0.65, 1.05) * 100) / 100,
    AssociationFee: kind === LAND ? null : associationFee(kind, subdivision, random),
  };
}
