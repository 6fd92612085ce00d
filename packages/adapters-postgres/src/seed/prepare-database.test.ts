import { bundledMigrations, generateDemoListings } from '@app/database';
import { normalizeFooterLinkQuery } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEmbeddedDatabase } from '../connection/embedded-database.ts';
import type { Database } from '../connection/database.ts';
import { openPostgresDatabase } from '../connection/postgres-database.ts';
import { exampleListing } from '@app/testing';
import { createPostgres15TestDatabase } from '@app/testing/harness';
import { PostgresFooterLinkRepository } from '../footer/postgres-footer-link-repository.ts';
import { PostgresListingStore } from '../listing/postgres-listing-store.ts';
import { prepareDatabase } from './prepare-database.ts';

const allMigrations = bundledMigrations().map((migration) => migration.name);
const NOW = new Date('2026-11-04T15:00:00Z');
const NO_OPEN_HOUSES = { removed: 0, added: 0 };

describe.each([
  ['PGlite', () => openEmbeddedDatabase()],
  ['Postgres 15', async () => openPostgresDatabase({ url: await createPostgres15TestDatabase('prepare') })],
] as const)('prepareDatabase on %s', (_kind, open) => {
  let db: Database;
  beforeAll(async () => {
    db = await open();
  });
  afterAll(() => db.close());

  it('migrates and seeds an empty database, logging what it did', async () => {
    const messages: string[] = [];

    const report = await prepareDatabase(db, { seed: { listings: 300 }, log: (message) => messages.push(message), now: NOW });

    expect(report).toEqual({
      applied: allMigrations,
      seeded: { siteSettings: true, footerLinks: 17, listings: 300 },
      openHouses: { removed: 0, added: expect.any(Number) },
    });
    expect(report.openHouses.added).toBeGreaterThan(3);
    expect(messages).toEqual([
      expect.stringContaining('0001_footer_links.sql'),
      expect.stringMatching(/Seeded demo data \(17 footer links, 300 listings\)/),
      `Demo open houses: 0 ended and removed, ${report.openHouses.added} upcoming added`,
    ]);
    expect((await new PostgresFooterLinkRepository(db).list(normalizeFooterLinkQuery())).total).toBe(17);
    const stored = await new PostgresListingStore(db).findById(generateDemoListings({ count: 300 })[42]?.ListingId ?? '');
    expect(stored).toEqual(generateDemoListings({ count: 300 })[42]);
  });

  it('does nothing on a second start', async () => {
    const messages: string[] = [];

    const report = await prepareDatabase(db, { seed: { listings: 300 }, log: (message) => messages.push(message), now: new Date(NOW.getTime() + 3_600_000) });

    expect(report).toEqual({ applied: [], seeded: { siteSettings: false, footerLinks: 0, listings: 0 }, openHouses: NO_OPEN_HOUSES });
    expect(messages).toEqual([]);
    expect((await new PostgresListingStore(db).freshness()).count).toBe(300);
  });

  it('does not bring demo footer links back after an admin deleted them all', async () => {
    await db.query('delete from footer_links');

    const report = await prepareDatabase(db, { seed: { listings: 300 }, now: NOW });

    expect(report.seeded.footerLinks).toBe(0);
    expect((await db.query('select 1 from footer_links')).rows).toEqual([]);
  });

  it('keeps the demo open houses upcoming: ended ones go, the next ones come', async () => {
    const weekLater = new Date(NOW.getTime() + 7 * 86_400_000);
    const before = await openHouseEnds(db);

    const report = await prepareDatabase(db, { seed: { listings: 300 }, now: weekLater });

    const after = await openHouseEnds(db);
    expect(report.openHouses.removed).toBe(before.filter((end) => end <= weekLater.getTime()).length);
    expect(report.openHouses.removed).toBeGreaterThan(0);
    expect(report.openHouses.added).toBeGreaterThan(0);
    expect(after.every((end) => end > weekLater.getTime())).toBe(true);
    expect(await prepareDatabase(db, { seed: { listings: 300 }, now: weekLater })).toMatchObject({ openHouses: NO_OPEN_HOUSES });
  });

  it('plans open houses for listings of the featured office among them', async () => {
    const { rows } = await db.query<{ office: string | null }>(
      'select distinct l.list_office_mls_id as office from open_houses o join listings l using (listing_key) where l.list_office_mls_id = $1',
      ['PRG'],
    );

    expect(rows).toEqual([{ office: 'PRG' }]);
  });
});

async function openHouseEnds(db: Database): Promise<number[]> {
  const { rows } = await db.query<{ end_time: Date | string }>('select end_time from open_houses');
  return rows.map((row) => new Date(row.end_time).getTime());
}

describe('prepareDatabase on a database that already holds data', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openEmbeddedDatabase();
  });
  afterAll(() => db.close());

  it('adds no demo links next to real ones, and none later either', async () => {
    await prepareDatabase(db, { seed: false });
    await db.query(`insert into footer_links (link_text, link_url) values ('Our own link', '/about')`);

    const report = await prepareDatabase(db, { seed: { listings: 10 }, now: NOW });
    await db.query('delete from footer_links');
    const again = await prepareDatabase(db, { seed: { listings: 10 }, now: NOW });

    expect(report.seeded.footerLinks).toBe(0);
    expect(again.seeded.footerLinks).toBe(0);
    expect((await db.query('select 1 from footer_links')).rows).toEqual([]);
  });
});

describe('prepareDatabase next to real listings', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openEmbeddedDatabase();
  });
  afterAll(() => db.close());

  it('seeds no demo listings and plans no demo open houses', async () => {
    await prepareDatabase(db, { seed: false });
    await new PostgresListingStore(db).upsertMany([exampleListing({ StandardStatus: 'Active', ListOfficeMlsId: 'PRG' })]);

    const report = await prepareDatabase(db, { seed: { listings: 10 }, now: NOW });

    expect(report.seeded.listings).toBe(0);
    expect(report.openHouses).toEqual(NO_OPEN_HOUSES);
    expect((await db.query('select 1 from open_houses')).rows).toEqual([]);
  });
});

describe('prepareDatabase without demo data', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openEmbeddedDatabase();
  });
  afterAll(() => db.close());

  it('only migrates when seeding is turned off', async () => {
    const report = await prepareDatabase(db, { seed: false });

    expect(report).toEqual({ applied: allMigrations, seeded: { siteSettings: false, footerLinks: 0, listings: 0 }, openHouses: NO_OPEN_HOUSES });
    expect((await db.query('select 1 from footer_links union all select 1 from listings')).rows).toEqual([]);
  });

  it('seeds the default 5,000 listings with their media and upcoming open houses', async () => {
    const report = await prepareDatabase(db, { now: NOW });

    expect(report.seeded.listings).toBe(5_000);
    expect(report.openHouses.added).toBeGreaterThan(100);
    const visibility = await db.query<{ analyzed: boolean; visible: boolean }>(
      "select reltuples = 5000 as analyzed, relallvisible = relpages as visible from pg_class where relname = 'listings'",
    );
    expect(visibility.rows).toEqual([{ analyzed: true, visible: true }]);
    const { rows } = await db.query<{ media: number }>('select count(*)::integer as media from listing_media');
    expect(rows[0]?.media).toBeGreaterThan(5_000 * 5);
  });
});
