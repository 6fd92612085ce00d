import type { AssociationFeeFrequency } from './florida-facts.ts';

/** How many times a year a fee of each frequency is charged; null for fees that do not recur. */
const CHARGES_PER_YEAR: Readonly<Record<AssociationFeeFrequency, number | null>> = {
  Annually: 1,
  'Bi-Monthly': 6,
  'Bi-Weekly': 26,
  Daily: 365,
  Monthly: 12,
  'One Time': null,
  Quarterly: 4,
  Seasonal: 1,
  'Semi-Annually': 2,
  'Semi-Monthly': 24,
  Weekly: 52,
};

/**
 * A fee per month, rounded to the cent: a fee without a frequency is taken as monthly (what MLS
 * fields without one mean in practice); a one-time fee, a missing or negative amount count as none.
 */
export function monthlyFee(amount: number | null, frequency: AssociationFeeFrequency | null): number | null {
  if (amount === null || !Number.isFinite(amount) || amount < 0) return null;
  const perYear = frequency === null ? 12 : CHARGES_PER_YEAR[frequency];
  if (perYear === null) return null;
  return Math.round((amount * perYear * 100) / 12) / 100;
}

/** The association fields a monthly total is computed from. */
export interface AssociationFeeFields {
  readonly AssociationFee: number | null;
  readonly AssociationFeeFrequency: AssociationFeeFrequency | null;
  readonly AssociationFee2: number | null;
  readonly AssociationFee2Frequency: AssociationFeeFrequency | null;
}

/** Both associations' fees per month and their total (null when neither recurs). */
export interface MonthlyAssociationFees {
  readonly first: number | null;
  readonly second: number | null;
  readonly total: number | null;
}

/** A listing's association fees, each normalised to a month. */
export function monthlyAssociationFees(listing: AssociationFeeFields): MonthlyAssociationFees {
  const first = monthlyFee(listing.AssociationFee, listing.AssociationFeeFrequency);
  const second = monthlyFee(listing.AssociationFee2, listing.AssociationFee2Frequency);
  const total = first === null && second === null ? null : Math.round(((first ?? 0) + (second ?? 0)) * 100) / 100;
  return { first, second, total };
}
