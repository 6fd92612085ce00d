import type { MarketRecord } from './market-record.ts';
import { daysBetween, monthOfDay, type MarketMonth } from './market-month.ts';

/**
 * The day a listing stopped being for sale, or null while it still is (Active, Coming Soon).
 * A sale left on its contract day or, without one, its closing day (the earlier when both are
 * given); a home under contract on its contract day. When the listing data carries no such day,
 * and for listings taken off the market (expired, withdrawn, canceled, on hold), the day of the
 * last change to the listing stands in for it.
 */
export function leftMarketOn(record: MarketRecord): string | null {
  switch (record.status) {
    case 'Active':
    case 'Coming Soon':
      return null;
    case 'Closed': {
      const days = [record.underContractOn, record.closedOn].filter((day): day is string => day !== null).sort();
      return days[0] ?? record.modifiedOn;
    }
    case 'Active Under Contract':
    case 'Pending':
      return record.underContractOn ?? record.modifiedOn;
    default:
      return record.modifiedOn;
  }
}

/** The months at whose end a listing was for sale: from its listing month up to, not including, `until`. */
export interface ForSaleMonths {
  readonly from: MarketMonth;
  /** The month it left the market; null while still for sale. */
  readonly until: MarketMonth | null;
}

/**
 * When the listing counted in the active inventory: at the end of every month from the one it
 * was listed in to the one before it left the market. Null for coming-soon listings, listings
 * without a listing day and listings that left the market in the month they were listed.
 */
export function forSaleMonths(record: MarketRecord): ForSaleMonths | null {
  if (record.status === 'Coming Soon' || record.listedOn === null) return null;
  const left = leftMarketOn(record);
  const span = { from: monthOfDay(record.listedOn), until: left === null ? null : monthOfDay(left) };
  return span.until !== null && span.until <= span.from ? null : span;
}

/** The month the listing went on the market; null for coming-soon listings and listings without a listing day. */
export function listingMonth(record: MarketRecord): MarketMonth | null {
  return record.status === 'Coming Soon' || record.listedOn === null ? null : monthOfDay(record.listedOn);
}

/** The month a sale closed; null for anything but a sale with a closing day. */
export function saleMonth(record: MarketRecord): MarketMonth | null {
  return record.status === 'Closed' && record.closedOn !== null ? monthOfDay(record.closedOn) : null;
}

/**
 * Days on market of a sale: from its listing day to the day it left the market (its contract
 * day, or its closing day without one). Null when the listing day is unknown or comes later.
 */
export function daysOnMarket(record: MarketRecord): number | null {
  const left = leftMarketOn(record);
  if (record.listedOn === null || left === null) return null;
  const days = daysBetween(record.listedOn, left);
  return days >= 0 ? days : null;
}
