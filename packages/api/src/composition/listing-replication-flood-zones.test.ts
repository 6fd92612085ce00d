import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEmbeddedDatabase, prepareDatabase, type Database } from '@app/adapters-postgres';
import { startNfhlDouble, TrestleDouble, type NfhlDouble } from '@app/adapters-reso/testing';
import { generateDemoListings } from '@app/demo';
import { systemClock, type ListingView } from '@app/domain';
import { loadConfig } from '../config/config.ts';
import { createHttpApp } from '../http/app.ts';
import { composeServer, type ServerComposition } from './server-container.ts';

const upstream = generateDemoListings({ count: 60 }).filter((listing) => listing.StandardStatus === 'Active');
const withoutZone = upstream.find((listing) => listing.FloodZone === null && listing.Latitude !== null);
const withZone = upstream.find((listing) => listing.FloodZone !== null);

async function until(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('replication with FEMA flood zones configured', () => {
  let database: Database;
  let trestle: TrestleDouble;
  let fema: NfhlDouble;
  let composition: ServerComposition;

  beforeAll(async () => {
    database = await openEmbeddedDatabase();
    await prepareDatabase(database, { seed: false });
    trestle = await TrestleDouble.start({ clock: systemClock });
    trestle.putListings(...upstream);
    fema = await startNfhlDouble([
      {
        south: 25,
        west: -83,
        north: 28,
        east: -80,
        answer: { kind: 'zone', zone: 'AE', subtype: null, baseFloodElevation: 9 },
      },
    ]);
    const config = {
      ...loadConfig({}),
      trestle: {
        baseUrl: trestle.baseUrl,
        clientId: 'client',
        clientSecret: 'secret',
        syncMinutes: 60,
        floodZonesUrl: fema.url,
      },
    };
    composition = await composeServer(config, database, null, { auth: false });
  });

  afterAll(async () => {
    await Promise.all(composition.jobs.map((job) => job.stop()));
    await trestle.close();
    await fema.close();
    await database.close();
  });

  it('gives a listing the MLS sent without a zone FEMA’s zone and source; MLS zones stay the MLS’s', async () => {
    expect(withoutZone).toBeDefined();
    expect(withZone).toBeDefined();
    const app = createHttpApp(composition.services);
    const detail = async (id: string) =>
      (await (await app.request(`/api/corelogic/property/${id}`)).json()) as ListingView;
    await until(async () => (await app.request(`/api/corelogic/property/${withoutZone!.ListingId}`)).status === 200);
    expect(await detail(withoutZone!.ListingId)).toMatchObject({
      FloodZone: 'AE',
      FloodZoneSource: 'FEMA NFHL',
      BaseFloodElevation: 9,
    });
    expect(await detail(withZone!.ListingId)).toMatchObject({ FloodZone: withZone!.FloodZone, FloodZoneSource: 'MLS' });
    expect(fema.queries.length).toBe(upstream.filter((listing) => listing.FloodZone === null).length);
  });
});
