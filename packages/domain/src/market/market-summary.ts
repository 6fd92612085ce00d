import { addMonths, monthName, type MarketMonth } from './market-month.ts';
import type { MonthlyMarketMetrics } from './market-metrics.ts';
import { formatDollars } from '../shared/us-number-format.ts';
import { formatMonths, formatPercent, homesCount } from './market-format.ts';

/** Who a market favours by its months of supply. */
export type MarketBalance = 'sellers' | 'balanced' | 'buyers';

/** Below this many months of supply, sellers have the upper hand. */
export const SELLERS_MARKET_BELOW_MONTHS = 5;
/** Above this many months of supply, buyers have the upper hand. */
export const BUYERS_MARKET_ABOVE_MONTHS = 6;

/** A seller's market under 5 months of supply, a buyer's market over 6, balanced from 5 to 6. */
export function marketBalance(monthsOfSupply: number): MarketBalance {
  if (monthsOfSupply < SELLERS_MARKET_BELOW_MONTHS) return 'sellers';
  return monthsOfSupply > BUYERS_MARKET_ABOVE_MONTHS ? 'buyers' : 'balanced';
}

const BALANCE_WORDS: Readonly<Record<MarketBalance, string>> = {
  sellers: "a seller's market",
  balanced: 'a balanced market',
  buyers: "a buyer's market",
};

/** What a plain-language summary is written from. */
export interface MarketSummaryInput {
  /** The area's name: a city, or the whole service area. */
  readonly area: string;
  /** Consecutive months, oldest first; the summary speaks of the last one. */
  readonly months: readonly MonthlyMarketMetrics[];
  readonly soldDataPublic: boolean;
}

/** The sentence the summary ends with when sold data may not be shown. */
export const SOLD_DATA_HIDDEN_SENTENCE =
  'Figures on sold homes (sales, sale prices, days on market and months of supply) are not shown: the licence of our listing data does not allow publishing them.';

function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function yearOverYear(current: number, yearBefore: MonthlyMarketMetrics | undefined): string {
  if (yearBefore === undefined || yearBefore.activeInventory === 0) return '';
  const change = Math.round(((current - yearBefore.activeInventory) / yearBefore.activeInventory) * 100);
  if (change === 0) return ', about as many as a year before';
  return `, ${Math.abs(change)}% ${change < 0 ? 'fewer' : 'more'} than a year before`;
}

function newListingsSentence(latest: MonthlyMarketMetrics): string {
  const asking =
    latest.medianListPrice === null ? '' : ` at a median asking price of ${formatDollars(latest.medianListPrice)}`;
  return `In ${monthName(latest.month)}, ${homesCount(latest.newListings)} came on the market${asking}, and ${homesCount(latest.pending)} went under contract.`;
}

function salesSentences(latest: MonthlyMarketMetrics): string[] {
  if (latest.closed === null) return [];
  if (latest.closed === 0) return [`No home sold in ${monthName(latest.month)}.`];
  const perFoot =
    latest.medianPricePerSqft === null ? '' : ` (${formatDollars(latest.medianPricePerSqft)} per square foot)`;
  const price =
    latest.medianSoldPrice === null ? '' : ` at a median price of ${formatDollars(latest.medianSoldPrice)}${perFoot}`;
  const days =
    latest.medianDaysOnMarket === null ? '' : ` after a median ${dayCount(latest.medianDaysOnMarket)} on the market`;
  const ratio =
    latest.listToSaleRatio === null
      ? ''
      : `; sellers received a median ${formatPercent(latest.listToSaleRatio)} of their original asking price`;
  return [`${capitalized(homesCount(latest.closed))} sold${price}${days}${ratio}.`];
}

function dayCount(days: number): string {
  return days === 1 ? '1 day' : `${Math.round(days)} days`;
}

function supplySentence(latest: MonthlyMarketMetrics): string {
  if (latest.monthsOfSupply === null)
    return 'No home sold in the last six months, so there is no pace of sales to measure the supply against.';
  const months = formatMonths(latest.monthsOfSupply);
  return `At the pace of sales of the last six months, the homes for sale would last ${months} months: ${BALANCE_WORDS[marketBalance(latest.monthsOfSupply)]}.`;
}

/**
 * A few plain sentences on the last month of the series: homes for sale (against a year
 * before when the series reaches back that far), new listings and contracts, and, when sold data
 * may be shown, sales, prices, days on market and months of supply; otherwise it says why not.
 */
export function marketSummary(input: MarketSummaryInput): string[] {
  const latest = input.months.at(-1);
  if (latest === undefined) return [`There is no listing data for ${input.area} yet.`];
  const yearBeforeMonth: MarketMonth = addMonths(latest.month, -12);
  const yearBefore = input.months.find((metrics) => metrics.month === yearBeforeMonth);
  const inventory = `${input.area} had ${homesCount(latest.activeInventory)} for sale at the end of ${monthName(latest.month, true)}${yearOverYear(latest.activeInventory, yearBefore)}.`;
  const sold = input.soldDataPublic ? [...salesSentences(latest), supplySentence(latest)] : [SOLD_DATA_HIDDEN_SENTENCE];
  return [inventory, newListingsSentence(latest), ...sold];
}
