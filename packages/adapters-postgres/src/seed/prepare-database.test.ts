import { bundledMigrations, generateDemoListings } from '@app/database';
import { normalizeFooterLinkQuery } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEmbeddedDatabase } from '../connection/embedded-database.ts';
import type { Database } from '../connection/database.ts';
import { openPostgresDatabase } from '../connection/postgres-database.ts';
import { createPostgres15TestDatabase } from '@app/testing/harness';
import { PostgresFooterLinkRepository } from '../footer/postgres-footer-link-repository.ts';
import { PostgresListingStore } from '../listing/postgres-listing-store.ts';
import { prepareDatabase } from './prepare-database.ts';

const allMigrations = bundledMigrations().map((migration) => migration.name);

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

    const report = await prepareDatabase(db, { seed: { listings: 300 }, log: (message) => messages.push(message) });

    expect(report).toEqual({ applied: allMigrations, seeded: { siteSettings: true, footerLinks: 17, listings: 300 } });
    expect(messages).toEqual([expect.stringContaining('0001_footer_links.sql'), expect.stringMatching(/Seeded demo data \(17 footer links, 300 listings\)/)]);
    expect((await new PostgresFooterLinkRepository(db).list(normalizeFooterLinkQuery())).total).toBe(17);
    const stored = await new PostgresListingStore(db).findById(generateDemoListings({ count: 300 })[42]?.ListingId ?? '');
    expect(stored).toEqual(generateDemoListings({ count: 300 })[42]);
  });

  it('does nothing on a second start', async () => {
    const messages: string[] = [];

    const report = await prepareDatabase(db, { seed: { listings: 300 }, log: (message) => messages.push(message) });

    expect(report).toEqual({ applied: [], seeded: { siteSettings: false, footerLinks: 0, listings: 0 } });
    expect(messages).toEqual([]);
    expect((await new PostgresListingStore(db).freshness()).count).toBe(300);
  });

  it('does not bring demo footer links back after an admin deleted them all', async () => {
    await db.query('delete from footer_links');

    const report = await prepareDatabase(db, { seed: { listings: 300 } });

    expect(report.seeded.footerLinks).toBe(0);
    expect((await db.query('select 1 from footer_links')).rows).toEqual([]);
  });
});

describe('prepareDatabase on a database that already holds data', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openEmbeddedDatabase();
  });
  afterAll(() => db.close());

  it('adds no demo links next to real ones, and none later either', async () => {
    await prepareDatabase(db, { seed: false });
    await db.query(`insert into footer_links (link_text, link_url) values ('Our own link', '/about')`);

    const report = await prepareDatabase(db, { seed: { listings: 10 } });
    await db.query('delete from footer_links');
    const again = await prepareDatabase(db, { seed: { listings: 10 } });

    expect(report.seeded.footerLinks).toBe(0);
    expect(again.seeded.footerLinks).toBe(0);
    expect((await db.query('select 1 from footer_links')).rows).toEqual([]);
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

    expect(report).toEqual({ applied: allMigrations, seeded: { siteSettings: false, footerLinks: 0, listings: 0 } });
    expect((await db.query('select 1 from footer_links union all select 1 from listings')).rows).toEqual([]);
  });

  it('seeds the default 5,000 listings with their media', async () => {
    const report = await prepareDatabase(db);

    expect(report.seeded.listings).toBe(5_000);
    const { rows } = await db.query<{ media: number }>('select count(*)::integer as media from listing_media');
    expect(rows[0]?.media).toBeGreaterThan(5_000 * 5);
  });
});
