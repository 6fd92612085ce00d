import { formatDecimal, localDate, monthlyAssociationFees, type ListingView } from '@app/domain';
import { formatBaths, formatPrice, formatWhole } from '../listings/format.ts';

/** One line of the key facts: what it is and its value as shown. */
export interface ListingFact {
  readonly label: string;
  readonly value: string;
}

const DAY_MS = 86_400_000;

function calendarDay(value: string): number {
  return Date.parse(`${value.slice(0, 10)}T00:00:00Z`);
}

function swflToday(now: number): number {
  const today = localDate(new Date(now));
  return Date.UTC(today.year, today.month - 1, today.day);
}

/**
 * Days on market: from the listing contract date to the close date of a sold home, or to today
 * in Southwest Florida; null without a contract date.
 */
export function daysOnMarket(
  listing: Pick<ListingView, 'ListingContractDate' | 'CloseDate' | 'StandardStatus'>,
  now: number,
): number | null {
  if (!listing.ListingContractDate) return null;
  const end =
    listing.StandardStatus === 'Closed' && listing.CloseDate ? calendarDay(listing.CloseDate) : swflToday(now);
  const days = Math.round((end - calendarDay(listing.ListingContractDate)) / DAY_MS);
  return Number.isNaN(days) ? null : Math.max(0, days);
}

function yesNo(value: boolean | null): string | null {
  return value === null ? null : value ? 'Yes' : 'No';
}

function bathsDetail(listing: ListingView): string {
  const half = listing.BathroomsHalf ?? 0;
  const total = formatBaths(listing.totalBathroomsDisplay);
  return half > 0 ? `${total} (${listing.BathroomsFull ?? 0} full, ${half} half)` : total;
}

/** The key facts of a listing in display order, leaving out what the listing does not say. */
export function listingFacts(listing: ListingView, now: number): ListingFact[] {
  const days = daysOnMarket(listing, now);
  const hoa = monthlyAssociationFees(listing).total;
  const facts: [string, string | number | null][] = [
    ['Bedrooms', listing.BedroomsTotal],
    ['Bathrooms', bathsDetail(listing)],
    ['Living area', listing.LivingArea === null ? null : `${formatWhole(listing.LivingArea)} sq ft`],
    ['Lot size', listing.LotSizeAcres === null ? null : `${formatDecimal(listing.LotSizeAcres, 2)} acres`],
    ['Year built', listing.YearBuilt],
    ['Property type', listing.PropertyType],
    ['Subtype', listing.PropertySubType],
    ['County', listing.CountyOrParish],
    ['Subdivision', listing.SubdivisionName],
    ['Status', listing.StandardStatus],
    ['MLS #', listing.ListingId],
    ['Days on market', days === null ? null : formatWhole(days)],
    ['HOA fee', hoa === null ? null : `${formatPrice(hoa)} / month`],
    ['Taxes', listing.TaxAnnualAmount === null ? null : `${formatPrice(listing.TaxAnnualAmount)} / year`],
    ['Waterfront', yesNo(listing.WaterfrontYN)],
    ['Private pool', yesNo(listing.PoolPrivateYN)],
    [
      'Garage',
      listing.GarageSpaces === null
        ? null
        : `${listing.GarageSpaces} ${listing.GarageSpaces === 1 ? 'space' : 'spaces'}`,
    ],
  ];
  return facts.flatMap(([label, value]) => (value === null || value === '' ? [] : [{ label, value: String(value) }]));
}
