import type { StandardStatus } from '@app/domain';

/**
 * Events per listing of the eligible kind per market day, from Southwest Florida's (Collier and
 * Lee) MLS in 2025: about 2% of the homes for sale come on the market each day and as many get a
 * price cut; about 1.2% go under contract and 3.5% of those under contract close; price increases
 * are rare. Applied to the demo's own counts, they keep its market about the size it was seeded at.
 */
export const DAILY_RATES = {
  /** New listings per Active listing. */
  newListing: 0.02,
  /** Price reductions per Active listing. */
  priceCut: 0.02,
  /** Price increases per Active listing. */
  priceRaise: 0.001,
  /** Offers accepted per Active listing. */
  underContract: 0.012,
  /** Active Under Contract becoming Pending (contingencies cleared), per such listing. */
  pending: 0.08,
  /** Closings per Pending or Active Under Contract listing. */
  close: 0.035,
  /** Deals that fall through, per Pending or Active Under Contract listing. */
  backOnMarket: 0.003,
  /** Withdrawals per Active listing. */
  withdraw: 0.004,
  /** Expirations per Active listing. */
  expire: 0.005,
  /** Coming Soon listings going live, per such listing. */
  goLive: 0.2,
  /** Homes withdrawn, expired or canceled in the last year listed again, per such home. */
  relist: 0.003,
} as const;

export type MarketEventKind = keyof typeof DAILY_RATES;

/** How long after being taken off the market a home may still be relisted by the simulation. */
export const RELIST_WITHIN_DAYS = 365;

/** The status changes a listing may make in the simulated market (a relist is a new listing, not a change). */
export const LEGAL_TRANSITIONS: Readonly<Record<StandardStatus, readonly StandardStatus[]>> = {
  Active: ['Active', 'Active Under Contract', 'Pending', 'Withdrawn', 'Expired'],
  'Coming Soon': ['Active'],
  'Active Under Contract': ['Pending', 'Closed', 'Active'],
  Pending: ['Closed', 'Active'],
  Closed: [],
  Canceled: [],
  Expired: [],
  Withdrawn: [],
  Hold: [],
  Delete: [],
  Incomplete: [],
};
