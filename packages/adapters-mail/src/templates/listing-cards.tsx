import { Img, Link, Section, Text } from '@react-email/components';
import type { MailListingCard } from '@app/domain';
import { officeDate } from './mail-brand.ts';
import { MAIL_STYLES } from './mail-styles.ts';

const PRICE = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** "3 beds · 2.5 baths" (either left out when unknown). */
export function bedsAndBaths(listing: Pick<MailListingCard, 'beds' | 'baths'>): string {
  const parts = [
    listing.beds === null ? null : `${String(listing.beds)} ${listing.beds === 1 ? 'bed' : 'beds'}`,
    listing.baths === null ? null : `${String(listing.baths)} ${listing.baths === 1 ? 'bath' : 'baths'}`,
  ];
  return parts.filter((part) => part !== null).join(' · ');
}

/** What happened and when, such as "Price reduced · Nov 26, 2026". */
function noteOf(listing: MailListingCard, timeZone: string): string | null {
  const parts = [listing.note, listing.changedAt === null ? null : officeDate(listing.changedAt, timeZone)];
  const shown = parts.filter((part) => part !== null);
  return shown.length === 0 ? null : shown.join(' · ');
}

/**
 * Homes as cards, one under the other (mail clients lay out tables, not grids): photo, price, address, beds and
 * baths, what happened and when (dated in the office's time zone); the photo, price and address link to the
 * property page. Alerts and the newsletter show them.
 */
export function ListingCards({ listings, timeZone }: { listings: readonly MailListingCard[]; timeZone: string }) {
  return (
    <>
      {listings.map((listing) => {
        const note = noteOf(listing, timeZone);
        const rooms = bedsAndBaths(listing);
        return (
          <Section key={listing.url} style={MAIL_STYLES.card}>
            {listing.photoUrl === null ? null : (
              <Link href={listing.url}>
                <Img src={listing.photoUrl} alt={listing.address} width="544" style={MAIL_STYLES.photo} />
              </Link>
            )}
            <Text style={MAIL_STYLES.price}>{PRICE.format(listing.price)}</Text>
            <Text style={MAIL_STYLES.cardLine}>
              <Link href={listing.url} style={MAIL_STYLES.link}>
                {listing.address}
              </Link>
            </Text>
            {rooms === '' ? null : <Text style={MAIL_STYLES.cardLine}>{rooms}</Text>}
            {note === null ? null : <Text style={MAIL_STYLES.cardNote}>{note}</Text>}
          </Section>
        );
      })}
    </>
  );
}
