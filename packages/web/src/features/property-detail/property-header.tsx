import { IconCalendarEvent } from '@tabler/icons-react';
import { FOR_SALE_STATUSES, formatListingAddress, formatListingLocation, type ListingView } from '@app/domain';
import { formatBaths, formatPrice, formatWhole } from '../listings/format.ts';
import { headlinePrice, previousPrice, priceNote, showsSoldPrice } from '../listings/listing-notes.ts';
import { StatusBadge } from '../listings/status-badge.tsx';
import { canonicalPropertyPath } from './property-head.ts';
import { ShareButton } from './share-button.tsx';
import { SaveHomeButton } from '../visitor/save-home-button.tsx';
import { ButtonAnchor } from '../../ui/button.tsx';
import classes from './property-header.module.css';
import { REQUEST_INFO_ID } from './inquiry-card.tsx';

function headlineFacts(listing: ListingView): [string, string][] {
  const facts: [string, string][] = [];
  if (listing.BedroomsTotal !== null)
    facts.push([String(listing.BedroomsTotal), listing.BedroomsTotal === 1 ? 'bed' : 'beds']);
  facts.push([formatBaths(listing.totalBathroomsDisplay), listing.totalBathroomsDisplay === 1 ? 'bath' : 'baths']);
  if (listing.LivingArea !== null) facts.push([formatWhole(listing.LivingArea), 'sq ft']);
  if (listing.LotSizeAcres !== null) facts.push([String(Math.round(listing.LotSizeAcres * 100) / 100), 'acres']);
  return facts;
}

/**
 * The navy band that opens a property page under the transparent top bar: status, the address
 * (the page's h1) and location, the headline facts, the price with the previous one struck
 * through and when it changed, and the share button (and the showing button while it is for sale).
 */
export function PropertyHeader({
  listing,
  onScheduleShowing,
}: {
  listing: ListingView;
  onScheduleShowing: () => void;
}) {
  const address = formatListingAddress(listing);
  const previous = previousPrice(listing);
  const note = priceNote(listing);
  const kind = [listing.PropertySubType, listing.SubdivisionName].filter(Boolean).join(' · ');
  const forSale = FOR_SALE_STATUSES.includes(listing.StandardStatus);
  return (
    <section className={classes.band} aria-labelledby="property-title">
      <div className={classes.container}>
        <div className={classes.inner}>
          <div>
            <div className={classes.statusRow}>
              <StatusBadge status={listing.StandardStatus} size="lg" />
              {kind && <span className={classes.eyebrow}>{kind}</span>}
            </div>
            <h1 id="property-title" className={classes.title}>
              {address}
            </h1>
            <div className={classes.location}>{formatListingLocation(listing)}</div>
            <ul className={classes.facts} aria-label="Headline facts">
              {headlineFacts(listing).map(([value, unit]) => (
                <li key={unit}>
                  <strong>{value}</strong> {unit}
                </li>
              ))}
            </ul>
          </div>
          <div className={classes.priceBlock}>
            <div className={classes.price}>
              <span className="visually-hidden">{showsSoldPrice(listing) ? 'Sold price: ' : 'Price: '}</span>
              {formatPrice(headlinePrice(listing))}
            </div>
            {previous !== null && (
              <s className={classes.previous}>
                <span className="visually-hidden">Previous price: </span>
                {formatPrice(previous)}
              </s>
            )}
            {note !== null && <div className={classes.note}>{note}</div>}
            <div className={classes.actions}>
              <SaveHomeButton listingId={listing.ListingId} address={address} look="inline" />
              <ShareButton title={address} path={canonicalPropertyPath(listing)} />
              {forSale && (
                <ButtonAnchor
                  href={`#${REQUEST_INFO_ID}`}
                  color="coral"
                  leftSection={<IconCalendarEvent size={18} aria-hidden="true" />}
                  onClick={onScheduleShowing}
                >
                  Schedule a showing
                </ButtonAnchor>
              )}
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
