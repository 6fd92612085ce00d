import type { Subdivision } from './subdivision.ts';
import { COLLIER_SUBDIVISIONS } from './subdivisions-collier.ts';
import { LEE_MAINLAND_SUBDIVISIONS } from './subdivisions-lee.ts';
import { COAST_SUBDIVISIONS } from './subdivisions-coast.ts';

/** Every community of the demo data. */
export const SUBDIVISIONS: readonly Subdivision[] = [
  ...COLLIER_SUBDIVISIONS,
  ...LEE_MAINLAND_SUBDIVISIONS,
  ...COAST_SUBDIVISIONS,
];

/** The communities of one city. */
export function subdivisionsOf(city: string): readonly Subdivision[] {
  return SUBDIVISIONS.filter((candidate) => candidate.city === city);
}

/** Communities where the featured office lists: premium homes in Naples, Bonita Springs and Estero. */
export const PREMIUM_SUBDIVISIONS: readonly Subdivision[] = SUBDIVISIONS.filter(
  (candidate) => ['Naples', 'Bonita Springs', 'Estero'].includes(candidate.city) && candidate.median >= 900_000,
);
