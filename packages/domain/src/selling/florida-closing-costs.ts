/**
 * Florida documentary stamp tax on a deed, in cents: 70 cents on each $100 of the price or fractional part of $100
 * (Florida Statutes 201.02(1); Miami-Dade's different rate does not apply in Southwest Florida).
 */
export function deedStampTaxCents(priceCents: number): number {
  return Math.ceil(Math.max(0, priceCents) / 10_000) * 70;
}

/** The owner's title insurance bands of Florida Administrative Code 69O-186.003(1)(a): up to each liability, the
 * premium per $1,000. */
export const OWNER_TITLE_RATE_BANDS: readonly { readonly upTo: number; readonly perThousand: number }[] = [
  { upTo: 100_000, perThousand: 5.75 },
  { upTo: 1_000_000, perThousand: 5.0 },
  { upTo: 5_000_000, perThousand: 2.5 },
  { upTo: 10_000_000, perThousand: 2.25 },
  { upTo: Number.POSITIVE_INFINITY, perThousand: 2.0 },
];

/** The least owner's premium for a single conveyance (69O-186.003(1)(a)). */
export const OWNER_TITLE_MINIMUM_PREMIUM = 100;

/**
 * The promulgated premium of an owner's title policy for the full price, in cents: the liability rounded up to a
 * whole $100 ("any fraction of $100 as a full $100"), each band at its rate per $1,000, at least $100.
 */
export function ownerTitlePremiumCents(priceCents: number): number {
  if (priceCents <= 0) return 0;
  const liability = Math.ceil(priceCents / 10_000) * 100;
  let premium = 0;
  let lower = 0;
  for (const band of OWNER_TITLE_RATE_BANDS) {
    if (liability <= lower) break;
    premium += ((Math.min(liability, band.upTo) - lower) / 1_000) * band.perThousand;
    lower = band.upTo;
  }
  return Math.round(Math.max(OWNER_TITLE_MINIMUM_PREMIUM, premium) * 100);
}

function dayOfYear(day: string): { elapsed: number; length: number } {
  const year = Number(day.slice(0, 4));
  const start = Date.UTC(year, 0, 1);
  const length = (Date.UTC(year + 1, 0, 1) - start) / 86_400_000;
  return { elapsed: (Date.parse(`${day}T00:00:00Z`) - start) / 86_400_000, length };
}

/**
 * The seller's share of the year's property taxes at closing, in cents: Florida taxes are paid in arrears, so the
 * seller credits the buyer for every day from January 1 up to the day before closing (the buyer owns the closing day).
 */
export function proratedTaxCents(annualTaxCents: number, closingDay: string): number {
  const { elapsed, length } = dayOfYear(closingDay);
  return Math.round((Math.max(0, annualTaxCents) * elapsed) / length);
}
