import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MONTHLY_COST_SETTINGS, listingMonthlyCost } from '@app/domain';
import { exampleListing } from '@app/testing';
import type { Database } from '../connection/database.ts';
import { PostgresMonthlyCostSettingsStore } from '../monthly-cost/postgres-monthly-cost-settings-store.ts';
import { openMigratedTestDatabase } from '../test-databases.ts';
import { PostgresListingStore } from './postgres-listing-store.ts';

describe('a listing written after the admin saved monthly cost settings', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openMigratedTestDatabase('PGlite', 'listing_monthly_cost');
  });
  afterAll(() => db.close());

  it('stores its monthly cost with the saved settings, not the defaults', async () => {
    const dearer = { ...DEFAULT_MONTHLY_COST_SETTINGS, annualRatePercent: 10 };
    await new PostgresMonthlyCostSettingsStore(db).save(dearer);
    const listing = exampleListing({ ListPrice: 500_000 });

    await new PostgresListingStore(db).upsertMany([listing]);

    const { rows } = await db.query<{ cost: number }>('select estimated_monthly_cost as cost from listings');
    expect(rows.map((row) => row.cost)).toEqual([listingMonthlyCost(listing, dearer)]);
    expect(listingMonthlyCost(listing, dearer)).toBeGreaterThan(listingMonthlyCost(listing) ?? Infinity);
  });
});
