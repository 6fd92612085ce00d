import type { City } from './cities.ts';
import type { Random } from './prng.ts';

/** The street fields of a listing address. */
export interface StreetAddress {
  readonly StreetNumber: string;
  readonly StreetDirPrefix: string | null;
  readonly StreetName: string;
  readonly StreetDirSuffix: string | null;
  readonly StreetSuffix: string | null;
}

const GRID_SUFFIXES = ['St', 'Ave', 'Ter', 'Pl', 'Ct', 'Ln'];
const QUADRANTS = ['SW', 'SE', 'NW', 'NE'];
const CAPE_CORAL_QUADRANT: Readonly<Record<string, string>> = {
  '33904': 'SE',
  '33909': 'NE',
  '33914': 'SW',
  '33990': 'SE',
  '33991': 'SW',
  '33993': 'NW',
};

function ordinal(value: number): string {
  const tens = value % 100;
  if (tens >= 11 && tens <= 13) return `${value}th`;
  return `${value}${['th', 'st', 'nd', 'rd'][value % 10] ?? 'th'}`;
}

function named(city: City, random: Random): StreetAddress {
  const [name, suffix] = random.pick(city.streets);
  const needsDirection = name === 'Gulf Shore' || name === 'Tamiami';
  return {
    StreetNumber: String(random.int(1, 60) * (random.chance(0.5) ? 10 : 100) + random.int(0, 9)),
    StreetDirPrefix: null,
    StreetName: name,
    StreetDirSuffix: needsDirection ? random.pick(['N', 'S']) : null,
    StreetSuffix: suffix === '' ? null : suffix,
  };
}

function grid(city: City, postalCode: string, random: Random): StreetAddress {
  if (random.chance(0.2)) return named(city, random);
  const street = ordinal(random.int(1, 47));
  const quadrant = CAPE_CORAL_QUADRANT[postalCode] ?? random.pick(QUADRANTS);
  const prefixed = city.streetStyle === 'grid-prefix';
  return {
    StreetNumber: String(random.int(100, 4999)),
    StreetDirPrefix: prefixed ? quadrant : null,
    StreetName: street,
    StreetDirSuffix: prefixed ? null : random.pick(['W', 'E', 'SW', 'NE']),
    StreetSuffix: random.pick(GRID_SUFFIXES),
  };
}

/** A street address in the style of the city: named streets, or Cape Coral's and Lehigh's numbered grids. */
export function streetAddress(city: City, postalCode: string, random: Random): StreetAddress {
  return city.streetStyle === 'named' ? named(city, random) : grid(city, postalCode, random);
}

/** A condominium unit number such as `402` or `1103`. */
export function unitNumber(random: Random): string {
  return `${random.int(1, 18)}${String(random.int(1, 12)).padStart(2, '0')}`;
}
