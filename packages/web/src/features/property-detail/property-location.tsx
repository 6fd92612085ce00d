import { formatListingLocation, type ListingView } from '@app/domain';
import { LocationMap } from '../map/location-map.tsx';
import { DetailSection } from './detail-section.tsx';
import classes from './property-detail.module.css';

/** Where the home is: a map with its pin, or the address alone when the listing has no coordinates. */
export function PropertyLocation({ listing, address }: { listing: ListingView; address: string }) {
  const place = `${address}, ${formatListingLocation(listing)}`;
  const hasPoint = listing.Latitude !== null && listing.Longitude !== null;
  return (
    <DetailSection id="location" title="Location">
      <p className={`${classes.text} ${classes.place}`}>
        {place}
        {listing.SubdivisionName ? ` · ${listing.SubdivisionName}` : ''}
        {listing.CountyOrParish ? ` · ${listing.CountyOrParish} County` : ''}
      </p>
      {hasPoint ? (
        <>
          <LocationMap lat={listing.Latitude ?? 0} lng={listing.Longitude ?? 0} label={place} height={340} />
          <a
            className={classes.directions}
            href={`https://www.google.com/maps/dir/?api=1&destination=${listing.Latitude},${listing.Longitude}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            Get directions (opens in a new tab)
          </a>
        </>
      ) : (
        <p className={`${classes.text} ${classes.unmapped}`}>The map location of this home is not published.</p>
      )}
    </DetailSection>
  );
}
