import { formatListingAddress, sortedMedia, type ListingView } from '@app/domain';
import { SITE_NAME } from '../../routes/page-head.ts';
import { formatBaths, formatPrice, formatWhole } from '../listings/format.ts';
import { listingJsonLd } from './listing-json-ld.ts';

/** Longest meta description search engines show in full. */
export const DESCRIPTION_MAX = 160;

/** The one address every form of a property's URL points search engines to. */
export function canonicalPropertyPath(listing: Pick<ListingView, 'ListingId'>): string {
  return `/properties/${encodeURIComponent(listing.ListingId)}`;
}

/** `1200 Gulf Shore Blvd N Unit 402, Naples FL 34102 | Palmetto Realty Group`. */
export function propertyTitle(listing: ListingView): string {
  const place = [listing.City, listing.StateOrProvince, listing.PostalCode].filter(Boolean).join(' ');
  return `${[formatListingAddress(listing), place].filter(Boolean).join(', ')} | ${SITE_NAME}`;
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
 * The head of a property page: title, description, canonical link (the `/properties/{id}`
 * form for every path), Open Graph tags with the first photo, and the schema.org JSON-LD.
 */
export function propertyHead(listing: ListingView) {
  const title = propertyTitle(listing);
  const description = propertyDescription(listing);
  const canonical = canonicalPropertyPath(listing);
  const photo = sortedMedia(listing)[0];
  return {
    meta: [
      { title },
      { name: 'description', content: description },
      { property: 'og:type', content: 'website' },
      { property: 'og:site_name', content: SITE_NAME },
      { property: 'og:title', content: title },
      { property: 'og:description', content: description },
      { property: 'og:url', content: canonical },
      ...(photo ? [{ property: 'og:image', content: photo.MediaURL }, { property: 'og:image:alt', content: photo.ShortDescription ?? formatListingAddress(listing) }] : []),
      { name: 'twitter:card', content: photo ? 'summary_large_image' : 'summary' },
      { 'script:ld+json': listingJsonLd(listing, canonical) },
    ],
    links: [{ rel: 'canonical', href: canonical }],
  };
}
