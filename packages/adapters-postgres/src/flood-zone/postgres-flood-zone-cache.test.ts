import { floodZoneCacheContract } from '@app/testing';
import { TEST_DATABASE_KINDS, openMigratedTestDatabase, truncate } from '../test-databases.ts';
import { PostgresFloodZoneCache } from './postgres-flood-zone-cache.ts';

for (const kind of TEST_DATABASE_KINDS)
  floodZoneCacheContract(`PostgresFloodZoneCache on ${kind}`, async () => {
    const db = await openMigratedTestDatabase(kind, 'flood_zones');
    return {
      cache: new PostgresFloodZoneCache(db),
      reset: () => truncate(db, ['listing_flood_zones']),
      close: () => db.close(),
    };
  });
