import { generateDemoListings } from '@app/demo';
import { InMemoryListingStore, InMemoryPlaceSuggestions, placeSuggestionsContract } from '@app/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../connection/database.ts';
import { PostgresListingStore } from '../listing/postgres-listing-store.ts';
import { TEST_DATABASE_KINDS, openMigratedTestDatabase, truncate } from '../test-databases.ts';
import { PostgresPlaceSuggestions } from './postgres-place-suggestions.ts';

for (const kind of TEST_DATABASE_KINDS)
  placeSuggestionsContract(`PostgresPlaceSuggestions on ${kind}`, async () => {
    const db = await openMigratedTestDatabase(kind, 'place_suggestions');
    return {
      places: new PostgresPlaceSuggestions(db),
      listings: new PostgresListingStore(db),
      reset: () => truncate(db, ['listings']),
      close: () => db.close(),
    };
  });

describe('PostgresPlaceSuggestions over the demo listings', () => {
  const listings = generateDemoListings({ count: 3_000 });
  const reference = new InMemoryPlaceSuggestions(new InMemoryListingStore(listings));
  let db: Database;
  beforeAll(async () => {
    db = await openMigratedTestDatabase('PGlite', 'place_suggestions');
    await new PostgresListingStore(db).upsertMany(listings);
  }, 120_000);
  afterAll(() => db.close());

  it.each(['Napels', 'pelican bey', 'fort m', 'cape', '341', '2260000', '5405 palomino', 'gulf', 'es'])(
    'answers "%s" as the in-memory reference does',
    async (text) => {
      const query = { text, limitPerKind: 5 };
      expect(await new PostgresPlaceSuggestions(db).suggest(query)).toEqual(await reference.suggest(query));
    },
  );
});
