import { generateDemoListings } from '@app/demo';
import type { Latencies } from './latency.ts';
import { measureLatencies } from './latency.ts';
import { BENCH } from './shared.ts';

/** Texts typed into a location box, each different (so neither the micro-cache nor the place cache answers). */
export function typedPlaceTexts(): string[] {
  const listings = generateDemoListings({ count: 2_000 });
  const names = [...new Set(listings.flatMap((listing) => [listing.City ?? '', listing.SubdivisionName ?? '']))].filter(
    (name) => name.length >= 4,
  );
  const texts = new Set<string>();
  for (const name of names) {
    for (let length = 2; length <= name.length; length += 1) texts.add(name.slice(0, length).toLowerCase());
    // One typo per name: two neighbouring letters swapped (Naples → Napels).
    const middle = Math.floor(name.length / 2);
    texts.add(`${name.slice(0, middle - 1)}${name[middle]}${name[middle - 1]}${name.slice(middle + 1)}`);
  }
  for (const listing of listings.slice(0, 200)) {
    texts.add(listing.ListingId.slice(0, 6 + (Number(listing.ListingId.at(-1)) % 4)));
    texts.add(`${listing.StreetNumber} ${(listing.StreetName ?? '').slice(0, 4)}`.toLowerCase());
    texts.add((listing.PostalCode ?? '').slice(0, 3 + (Number(listing.ListingId.at(-1)) % 3)));
  }
  return [...texts].filter((text) => text.trim().length >= 2);
}

/** The suggestion latency of `runs` distinct typed texts after `warmup` others, one request at a time. */
export async function suggestionLatencies(runs: number, warmup = 30): Promise<Latencies> {
  const texts = typedPlaceTexts();
  const url = (text: string) => `http://127.0.0.1:${BENCH.port}/api/places/suggest?q=${encodeURIComponent(text)}`;
  await measureLatencies(texts.slice(0, warmup).map(url), 1);
  return measureLatencies(texts.slice(warmup, warmup + runs).map(url), 1);
}
