import type { Community } from './community.ts';
import { distinctSorted, foldText } from './filter-params.ts';

/** A city the team serves and the communities it writes about there. */
export interface CityCommunities<T> {
  readonly city: string;
  readonly communities: T[];
}

/**
 * The cities served, each with its communities (kept in their order; a community's city matched
 * without regard to letter case or accents): first each city of `cities` in that order, then
 * the other cities the communities are in, alphabetically. Every city appears once, and so does
 * every community.
 */
export function communitiesByCity<T extends Pick<Community, 'city'>>(
  communities: readonly T[],
  cities: readonly string[],
): CityCommunities<T>[] {
  const served = new Map<string, string>();
  for (const city of cities) if (!served.has(foldText(city))) served.set(foldText(city), city);
  const others = distinctSorted(
    communities.map((community) => community.city).filter((city) => !served.has(foldText(city))),
  );
  return [...served.values(), ...others].map((city) => ({
    city,
    communities: communities.filter((community) => foldText(community.city) === foldText(city)),
  }));
}
