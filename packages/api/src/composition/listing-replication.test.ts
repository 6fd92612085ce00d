import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEmbeddedDatabase, prepareDatabase, type Database } from '@app/adapters-postgres';
import { TrestleDouble } from '@app/adapters-reso/testing';
import { generateDemoListings } from '@app/demo';
import { systemClock, type ListingHistory } from '@app/domain';
import { loadConfig } from '../config/config.ts';
import { createHttpApp } from '../http/app.ts';
import { composeServer, type ServerComposition } from './server-container.ts';

const upstream = generateDemoListings({ count: 40 }).filter((listing) => listing.StandardStatus === 'Active');

async function until(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the server with Trestle configured', () => {
  let database: Database;
  let double: TrestleDouble;
  let composition: ServerComposition;

  beforeAll(async () => {
    database = await openEmbeddedDatabase();
    await prepareDatabase(database, { seed: false });
    double = await TrestleDouble.start({ clock: systemClock });
    double.putListings(...upstream);
    const config = {
      ...loadConfig({}),
      trestle: { baseUrl: double.baseUrl, clientId: 'client', clientSecret: 'secret', syncMinutes: 60 },
    };
    composition = await composeServer(config, database, null, { auth: false });
  });

  afterAll(async () => {
    await Promise.all(composition.jobs.map((job) => job.stop()));
    await double.close();
    await database.close();
  });

  it('replicates the upstream listings into the store the site searches', async () => {
    await until(async () => (await composition.services.app.listingFreshness()).count === upstream.length);
    const app = createHttpApp(composition.services);
    const search = (await (await app.request('/api/listings/search?status=active')).json()) as { total: number };
    expect(search.total).toBe(upstream.length);
    const first = upstream[0]!;
    const detail = (await (await app.request(`/api/corelogic/property/${first.ListingId}`)).json()) as {
      ListingKey: string;
    };
    expect(detail.ListingKey).toBe(first.ListingKey);
  });

  it("seeds each replicated listing's history from its RESO fields and dates the data by the last sync", async () => {
    const first = upstream[0]!;
    const app = createHttpApp(composition.services);
    await until(async () => (await app.request(`/api/corelogic/property/${first.ListingId}/history`)).status === 200);
    let history: ListingHistory | null = null;
    await until(async () => {
      history = (await (
        await app.request(`/api/corelogic/property/${first.ListingId}/history`)
      ).json()) as ListingHistory;
      return history.dataAsOf !== null;
    });
    const { changes, dataAsOf } = history as unknown as ListingHistory;
    expect(changes[0]).toMatchObject({ kind: 'listed', listingKey: first.ListingKey });
    expect(Date.parse(dataAsOf ?? '')).toBeGreaterThan(Date.now() - 60_000);
  });
});
