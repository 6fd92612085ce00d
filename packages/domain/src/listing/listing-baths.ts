/**
 * totalBathroomsDisplay: full baths plus 0.5 for every half bath (2 full, 3 half -> 3.5).
 * Missing counts read as 0.
 */
export function totalBathroomsDisplay(full: number | null | undefined, half: number | null | undefined): number {
  return (full ?? 0) + 0.5 * (half ?? 0);
}

/**
 * The subdivision query's variant of totalBathroomsDisplay: full baths plus 0.5
 * when there is any half bath at all (2 full, 3 half -> 2.5).
 */
export function subdivisionBathroomsDisplay(full: number | null | undefined, half: number | null | undefined): number {
  return (full ?? 0) + ((half ?? 0) > 0 ? 0.5 : 0);
}
