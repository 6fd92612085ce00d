import { Anchor, Group, Skeleton, Stack, Text } from '@mantine/core';
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
    <Stack gap={0}>
      <div style={{ aspectRatio: '3 / 2', background: 'var(--mantine-color-sand-1)' }}>
        {photo ? (
          <ListingPhoto
            url={photo.MediaURL}
            box={PHOTO_BOXES.mapPopup}
            alt=""
            width={240}
            height={160}
            loading="eager"
            style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
        ) : (
          listing === undefined && <Skeleton h="100%" radius={0} />
        )}
      </div>
      <Stack gap={2} p="sm">
        {listing === undefined && <Skeleton h={48} />}
        {listing && (
          <>
            <Group justify="space-between" gap={6} wrap="nowrap">
              <Text fw={700} size="lg" c="brand.8">
                {formatPrice(headlinePrice(listing))}
              </Text>
              <Group gap={4} wrap="nowrap">
                <Text size="xs" fw={600} c="dimmed">
                  {statusLabel(listing.StandardStatus)}
                </Text>
                <SaveHomeButton listingId={listing.ListingId} address={address} />
              </Group>
            </Group>
            <Text size="sm" fw={600} lineClamp={1}>
              {address}
            </Text>
            <Text size="xs" c="dimmed">
              {formatListingLocation(listing)}
            </Text>
            <Text size="xs">
              {[
                listing.BedroomsTotal !== null ? formatBeds(listing.BedroomsTotal) : null,
                formatBathCount(listing.totalBathroomsDisplay),
                listing.LivingArea !== null ? `${formatWhole(listing.LivingArea)} sq ft` : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </>
        )}
        {note && (
          <Text size="xs" fw={700} c="coral.8">
            {note}
          </Text>
        )}
        {listing === null && <Text size="sm">This home's details could not be loaded.</Text>}
        <Anchor
          renderRoot={(props) => <Link {...props} to="/properties/$listingId" params={{ listingId }} />}
          size="sm"
          fw={600}
          mt={4}
        >
          View details{address ? <span className="visually-hidden"> of {address}</span> : null}
        </Anchor>
      </Stack>
    </Stack>
  );
}
