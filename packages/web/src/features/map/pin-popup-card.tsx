import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { formatListingAddress, formatListingLocation, sortedMedia, type ListingSummary } from '@app/domain';
import { useServices } from '../../app/services-context.tsx';
import { formatBathCount, formatBeds, formatPrice, formatWhole } from '../listings/format.ts';
import { ListingPhoto } from '../listings/listing-photo.tsx';
import { headlinePrice } from '../listings/listing-notes.ts';
import { PHOTO_BOXES } from '../listings/listing-photo-sources.ts';
import { statusLabel } from './pin-style.ts';
import { SaveHomeButton } from '../visitor/save-home-button.tsx';
import anchor from '../../ui/anchor.module.css';
import skeleton from '../../ui/skeleton.module.css';
import classes from './pin-popup-card.module.css';

type Loaded = { readonly id: string; readonly listing: ListingSummary | null };

/** A listing for a popup: the one the page already has, or fetched by id. */
function usePopupListing(listingId: string, known: ListingSummary | undefined): ListingSummary | null | undefined {
  const services = useServices();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    if (known) return;
    let current = true;
    services.getListing(listingId).then(
      (listing) => current && setLoaded({ id: listingId, listing }),
      () => current && setLoaded({ id: listingId, listing: null }),
    );
    return () => {
      current = false;
    };
  }, [services, listingId, known]);
  if (known) return known;
  return loaded?.id === listingId ? loaded.listing : undefined;
}

/** The small card a pin opens: photo, price, address, facts, an optional note (an open house's time) and a link to the
 * property page. */
export function PinPopupCard({ listingId, known, note }: { listingId: string; known?: ListingSummary; note?: string }) {
  const listing = usePopupListing(listingId, known);
  const photo = listing ? sortedMedia(listing)[0] : undefined;
  const address = listing ? formatListingAddress(listing) : '';
  return (
    <div>
      <div className={classes.photo}>
        {photo ? (
          <ListingPhoto
            url={photo.MediaURL}
            box={PHOTO_BOXES.mapPopup}
            alt=""
            width={240}
            height={160}
            loading="eager"
            className={classes.image}
          />
        ) : (
          listing === undefined && <div className={`${skeleton.skeleton} ${classes.photoSkeleton}`} />
        )}
      </div>
      <div className={classes.body}>
        {listing === undefined && <div className={`${skeleton.skeleton} ${classes.textSkeleton}`} />}
        {listing && (
          <>
            <div className={classes.top}>
              <p className={classes.price}>{formatPrice(headlinePrice(listing))}</p>
              <div className={classes.status}>
                <span className={classes.statusLabel}>{statusLabel(listing.StandardStatus)}</span>
                <SaveHomeButton listingId={listing.ListingId} address={address} />
              </div>
            </div>
            <p className={classes.address}>{address}</p>
            <p className={classes.dimmed}>{formatListingLocation(listing)}</p>
            <p className={classes.facts}>
              {[
                listing.BedroomsTotal !== null ? formatBeds(listing.BedroomsTotal) : null,
                formatBathCount(listing.totalBathroomsDisplay),
                listing.LivingArea !== null ? `${formatWhole(listing.LivingArea)} sq ft` : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
          </>
        )}
        {note && <p className={classes.note}>{note}</p>}
        {listing === null && <p className={classes.missing}>This home's details could not be loaded.</p>}
        <Link to="/properties/$listingId" params={{ listingId }} className={`${anchor.anchor} ${classes.details}`}>
          View details{address ? <span className="visually-hidden"> of {address}</span> : null}
        </Link>
      </div>
    </div>
  );
}
