import { formatListingAddress, listingPath, sortedMedia, type ListingView } from '@app/domain';
import { pageHead, type PageHead } from '../seo/page-head.ts';
import { formatBaths, formatPrice, formatWhole } from '../listings/format.ts';
import { listingJsonLd } from '../seo/listing-json-ld.ts';

/** Longest meta description search engines show in full. */
export const DESCRIPTION_MAX = 160;

/** The one address every form of a property's URL points search engines to. */
export function canonicalPropertyPath(listing: Pick<ListingView, 'ListingId'>): string {
  return listingPath(listing.ListingId);
}

/** `1200 Gulf Shore Blvd N Unit 402, Naples FL 34102`: what a property page is titled by (the head adds the title
 * template). */
export function propertyTitle(listing: ListingView): string {
  const place = [listing.City, listing.StateOrProvince, listing.PostalCode].filter(Boolean).join(' ');
  return [formatListingAddress(listing), place].filter(Boolean).join(', ');
}

function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

/** `$850,000 · 3 beds · 2.5 baths · 2,450 sq ft in Naples. {remarks}`, at most 160 characters. */
export function propertyDescription(listing: ListingView): string {
  const facts = [
    formatPrice(listing.ListPrice),
    listing.BedroomsTotal === null ? '' : `${listing.BedroomsTotal} beds`,
    `${formatBaths(listing.totalBathroomsDisplay)} baths`,
    listing.LivingArea === null ? '' : `${formatWhole(listing.LivingArea)} sq ft`,
  ].filter(Boolean);
  const lead = `${facts.join(' · ')}${listing.City ? ` in ${listing.City}` : ''}.`;
  const remarks = listing.PublicRemarks?.replace(/\s+/g, ' ').trim() ?? '';
  return clip(remarks === '' ? lead : `${lead} ${remarks}`, DESCRIPTION_MAX);
}

/**
 * The head of a property page: title, description, canonical URL (the `/properties/{id}` form
 * for every path), Open Graph tags with the first photo, and the schema.org JSON-LD.
 */
export function propertyHead(listing: ListingView, siteUrl: string): PageHead {
  const photo = sortedMedia(listing)[0];
  return pageHead({
    title: propertyTitle(listing),
    description: propertyDescription(listing),
    canonicalPath: canonicalPropertyPath(listing),
    image: photo ? { url: photo.MediaURL, alt: photo.ShortDescription ?? formatListingAddress(listing) } : undefined,
    jsonLd: [listingJsonLd(listing, siteUrl)],
  });
}
