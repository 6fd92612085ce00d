/** The limits of a home value estimate (see `docs/help/home-value-method.md`). */
export interface ValuationPolicy {
  /** Sales closed this many days before the data date, or fewer, count. */
  readonly lookbackDays: number;
  /** A comparable's living area is within this share of the home's, either way. */
  readonly sizeTolerance: number;
  /** The most bedrooms a comparable may differ by (when both are known). */
  readonly maxBedroomDifference: number;
  /** The most years a comparable's year built may differ by (when both are known). */
  readonly maxAgeDifference: number;
  /** How far "nearby" reaches, in miles. */
  readonly radiusMiles: number;
  /** Fewer comparables than this: no estimate. */
  readonly minComparables: number;
  /** The most comparables an estimate uses. */
  readonly maxComparables: number;
  /** The widest range allowed, as a share of the point: (high − low) / point. Wider: no estimate. */
  readonly maxSpread: number;
}

export const VALUATION_POLICY: ValuationPolicy = {
  lookbackDays: 365,
  sizeTolerance: 0.25,
  maxBedroomDifference: 1,
  maxAgeDifference: 20,
  radiusMiles: 2,
  minComparables: 3,
  maxComparables: 6,
  maxSpread: 0.3,
};
