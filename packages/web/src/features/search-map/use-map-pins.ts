import { useEffect, useState } from 'react';
import { ERROR_MESSAGES, errorMessageOr, type ListingPin, type ListingSearch } from '@app/domain';
import { useServices } from '../../app/services-context.tsx';
import { pinsKey } from './map-search-url.ts';

interface PinsAnswer {
  readonly key: string;
  readonly pins: readonly ListingPin[];
  readonly error: string | null;
}

/** What the map has of a search's pins. */
export interface MapPins {
  /** The pins of the last search answered (kept on screen while the next one loads). */
  readonly pins: readonly ListingPin[];
  readonly loading: boolean;
  readonly error: string | null;
}

const NONE: readonly ListingPin[] = [];

/**
 * Fetches every pin of a search in the browser (never during server rendering: thousands of
 * pins stay out of the HTML), once per set of filters.
 */
export function useMapPins(search: ListingSearch): MapPins {
  const services = useServices();
  const key = pinsKey(search);
  const [answer, setAnswer] = useState<PinsAnswer | null>(null);
  const [searchOfKey, setSearchOfKey] = useState({ key, search });
  if (searchOfKey.key !== key) setSearchOfKey({ key, search });

  useEffect(() => {
    let current = true;
    services.listingPins(searchOfKey.search).then(
      (pins) => current && setAnswer({ key: searchOfKey.key, pins, error: null }),
      (error: unknown) =>
        current &&
        setAnswer({
          key: searchOfKey.key,
          pins: NONE,
          error: errorMessageOr(error, ERROR_MESSAGES.propertiesFetchError),
        }),
    );
    return () => {
      current = false;
    };
  }, [services, searchOfKey]);

  return { pins: answer?.pins ?? NONE, loading: answer?.key !== key, error: answer?.key === key ? answer.error : null };
}
