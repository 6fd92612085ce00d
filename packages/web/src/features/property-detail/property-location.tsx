import { Anchor, Text } from '@mantine/core';
import { formatListingLocation, type ListingView } from '@app/domain';
import { LocationMap } from '../map/location-map.tsx';
import { DetailSection } from './detail-section.tsx';

/** Where the home is: a map with its pin, or the address alone when the listing has no coordinates. */
export function PropertyLocation({ listing, address }: { listing: ListingView; address: string }) {
  const place = `${address}, ${formatListingLocation(listing)}`;
  const hasPoint = listing.Latitude !== null && listing.Longitude !== null;
  return (
    <DetailSection id="location" title="Location">
      <Text mb="sm">
        {place}
        {listing.SubdivisionName ? ` · ${listing.SubdivisionName}` : ''}
        {listing.CountyOrParish ? ` · ${listing.CountyOrParish} County` : ''}
      </Text>
      {hasPoint ? (
        <>
          <LocationMap lat={listing.Latitude ?? 0} lng={listing.Longitude ?? 0} label={place} height={340} />
          <Anchor href={`https://www.google.com/maps/dir/?api=1&destination=${listing.Latitude},${listing.Longitude}`} target="_blank" rel="noopener noreferrer" size="sm" mt="xs" display="inline-block">
            Get directions (opens in a new tab)
          </Anchor>
        </>
      ) : (
        <Text c="dimmed">The map location of this home is not published.</Text>
      )}
    </DetailSection>
  );
}
