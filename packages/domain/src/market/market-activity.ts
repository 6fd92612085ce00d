import type { ListingStore } from '../listing/listing-store.port.ts';
import type { ListingVisibility } from '../search/search-use-cases.ts';
import type { MarketCity, MarketDataSource } from './market-data-source.port.ts';
import {
  computeMarketMetrics,
  MONTHS_OF_SUPPLY_WINDOW,
  withoutSoldFigures,
  type MonthlyMarketMetrics,
} from './market-metrics.ts';
import { addMonths, firstDayOfMonth, lastCompleteMonth, lastDayOfMonth, monthsEndingAt } from './market-month.ts';
import { marketSummary } from './market-summary.ts';

/** Months the market page shows unless asked otherwise, and the most it shows. */
export const MARKET_MONTHS_DEFAULT = 12;
export const MARKET_MONTHS_MAX = 24;
/** The name of the whole area in sentences, when no city is chosen. */
export const ALL_CITIES_AREA = 'Southwest Florida';
/** Months computed at least, so the summary can compare the last month with a year before. */
const SUMMARY_MONTHS = 13;

/** The market of one city (or of every city) over the last complete months of the listing data. */
export interface MarketActivity {
  /** The city shown, as the listing data spells it; null for every city together. */
  readonly city: string | null;
  /** The city's name, or {@link ALL_CITIES_AREA}. */
  readonly area: string;
  /** Every city that can be chosen, by name. */
  readonly cities: readonly string[];
  /** One entry per month, oldest first; sold figures are null when sold data is not public. */
  readonly months: readonly MonthlyMarketMetrics[];
  /** The same month a year before the last one, for comparison; null when there is no data. */
  readonly yearBefore: MonthlyMarketMetrics | null;
  /** The plain-language summary of the last month, sentence by sentence. */
  readonly summary: readonly string[];
  /** The newest change in the listing data (ISO 8601), the figures' "as of"; null when there is no data. */
  readonly dataAsOf: string | null;
  readonly soldDataPublic: boolean;
}

/** What the market page asks for. */
export interface MarketActivityRequest {
  /** A city, in any letter case; every city when absent. */
  readonly city?: string;
  /** How many months to show (1 to {@link MARKET_MONTHS_MAX}); {@link MARKET_MONTHS_DEFAULT} when absent. */
  readonly months?: number;
}

/** The city names to offer, by name; spellings differing only in letter case count once (the commonest wins). */
export function marketCityNames(cities: readonly MarketCity[]): string[] {
  const byKey = new Map<string, MarketCity>();
  for (const city of [...cities].sort((a, b) => b.listings - a.listings)) {
    const key = city.name.toLowerCase();
    if (!byKey.has(key)) byKey.set(key, city);
  }
  return [...byKey.values()].map((city) => city.name).sort((a, b) => a.localeCompare(b, 'en'));
}

function monthCount(requested: number | undefined): number {
  if (requested === undefined || !Number.isFinite(requested)) return MARKET_MONTHS_DEFAULT;
  return Math.min(MARKET_MONTHS_MAX, Math.max(1, Math.trunc(requested)));
}

/**
 * Market activity for the page: the months up to the last complete month of the listing data
 * (by its newest change), with the summary and the data date. Answers null for an unknown city.
 * When sold data is not public, every figure drawn from sales is left out, and the summary says so.
 */
export function createGetMarketActivity(deps: {
  source: MarketDataSource;
  listings: Pick<ListingStore, 'freshness'>;
  visibility: ListingVisibility;
}) {
  return async (request: MarketActivityRequest): Promise<MarketActivity | null> => {
    const [cities, freshness] = await Promise.all([deps.source.cities(), deps.listings.freshness()]);
    const names = marketCityNames(cities);
    const city =
      request.city === undefined
        ? null
        : (names.find((name) => name.toLowerCase() === request.city?.toLowerCase()) ?? null);
    if (request.city !== undefined && city === null) return null;
    const area = city ?? ALL_CITIES_AREA;
    const soldDataPublic = deps.visibility.closedListingsPublic;
    const base = { city, area, cities: names, dataAsOf: freshness.latestModification, soldDataPublic };
    if (freshness.latestModification === null)
      return { ...base, months: [], yearBefore: null, summary: marketSummary({ area, months: [], soldDataPublic }) };
    const shown = monthCount(request.months);
    const months = monthsEndingAt(lastCompleteMonth(freshness.latestModification), Math.max(shown, SUMMARY_MONTHS));
    const first = months[0] as string;
    const window = {
      from: firstDayOfMonth(addMonths(first, 1 - MONTHS_OF_SUPPLY_WINDOW)),
      to: lastDayOfMonth(months.at(-1) as string),
    };
    const records = await deps.source.records({ ...window, ...(city === null ? {} : { city }) });
    const computed = computeMarketMetrics(records, months).map((metrics) =>
      soldDataPublic ? metrics : withoutSoldFigures(metrics),
    );
    const yearBefore = computed.at(-SUMMARY_MONTHS) ?? null;
    return {
      ...base,
      months: computed.slice(-shown),
      yearBefore,
      summary: marketSummary({ area, months: computed, soldDataPublic }),
    };
  };
}
