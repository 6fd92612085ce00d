import { bundledMigrations } from '@app/database';
import { DEMO_CONTENT, generateDemoListings } from '@app/demo';
import { normalizeFooterLinkQuery } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEmbeddedDatabase } from '../connection/embedded-database.ts';
import type { Database } from '../connection/database.ts';
import { openPostgresDatabase } from '../connection/postgres-database.ts';
import { exampleListing } from '@app/testing';
import { createPostgres15TestDatabase } from '@app/testing/harness';
import { PostgresFooterLinkRepository } from '../footer/postgres-footer-link-repository.ts';
import { PostgresListingStore } from '../listing/postgres-listing-store.ts';
import { DEFAULT_DEMO_LISTING_COUNT, prepareDatabase } from './prepare-database.ts';

const allMigrations = bundledMigrations().map((migration) => migration.name);
const NOW = new Date('2026-11-04T15:00:00Z');
const NO_OPEN_HOUSES = { removed: 0, added: 0 };
const NO_CONTENT = {
  agents: 0,
  communities: 0,
  articles: 0,
  banners: 0,
  testimonials: 0,
  salesResults: 0,
  sitePages: 0,
};
const ALL_CONTENT = {
  agents: DEMO_CONTENT.agents.length,
  communities: DEMO_CONTENT.communities.length,
  articles: DEMO_CONTENT.articles.length,
  banners: DEMO_CONTENT.banners.length,
  testimonials: DEMO_CONTENT.testimonials.length,
  salesResults: DEMO_CONTENT.salesResults.length,
  sitePages: DEMO_CONTENT.sitePages.length,
};
const CONTENT_LOG = `${ALL_CONTENT.agents} agents, ${ALL_CONTENT.communities} communities, ${ALL_CONTENT.articles} articles, ${ALL_CONTENT.banners} banners, ${ALL_CONTENT.testimonials} testimonials, ${ALL_CONTENT.salesResults} sales results, ${ALL_CONTENT.sitePages} pages`;

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

    const report = await prepareDatabase(db, {
      seed: { listings: 300 },
      log: (message) => messages.push(message),
      now: NOW,
    });

    expect(report).toEqual({
      applied: allMigrations,
      seeded: { siteSettings: true, footerLinks: 17, listings: 300, content: ALL_CONTENT },
      openHouses: { removed: 0, added: expect.any(Number) },
    });
    expect(report.openHouses.added).toBeGreaterThan(3);
    expect(messages).toEqual([
      expect.stringContaining('0001_footer_links.sql'),
      expect.stringContaining(`Seeded demo data (17 footer links, 300 listings, ${CONTENT_LOG}) in `),
      `Demo open houses: 0 ended and removed, ${report.openHouses.added} upcoming added`,
    ]);
    expect((await new PostgresFooterLinkRepository(db).list(normalizeFooterLinkQuery())).total).toBe(17);
    const stored = await new PostgresListingStore(db).findById(
      generateDemoListings({ count: 300 })[42]?.ListingId ?? '',
    );
    expect(stored).toEqual(generateDemoListings({ count: 300 })[42]);
  });

  it('does nothing on a second start', async () => {
    const messages: string[] = [];

    const report = await prepareDatabase(db, {
      seed: { listings: 300 },
      log: (message) => messages.push(message),
      now: new Date(NOW.getTime() + 3_600_000),
    });

    expect(report).toEqual({
      applied: [],
      seeded: { siteSettings: false, footerLinks: 0, listings: 0, content: NO_CONTENT },
      openHouses: NO_OPEN_HOUSES,
    });
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
    expect(await prepareDatabase(db, { seed: { listings: 300 }, now: weekLater })).toMatchObject({
      openHouses: NO_OPEN_HOUSES,
    });
  });

  it('plans open houses for listings of the featured office among them', async () => {
    const { rows } = await db.query<{ office: string | null }>(
      'select distinct l.list_office_mls_id as office from open_houses o join listings l using (listing_key) where l.list_office_mls_id = $1',
      ['PRG'],
    );

    expect(rows).toEqual([{ office: 'PRG' }]);
  });

  it('seeds the content with every record that belongs to an agent pointing at that agent', async () => {
    const counts = await db.query<{ name: string; count: number }>(
      `select 'agents' as name, count(*)::integer as count from agents union all select 'articles', count(*)::integer from articles
       union all select 'site_pages', count(*)::integer from site_pages`,
    );
    const authored = await db.query<{ slug: string; author: string | null }>(
      'select a.slug, g.slug as author from articles a left join agents g on g.id = a.author_agent_id order by a.slug',
    );
    const sales = await db.query<{ agent: string | null }>(
      'select g.slug as agent from sales_results s left join agents g on g.id = s.agent_id',
    );
    const said = await db.query<{ agent: string | null }>(
      'select g.slug as agent from testimonials t left join agents g on g.id = t.agent_id',
    );

    expect(counts.rows).toEqual([
      { name: 'agents', count: ALL_CONTENT.agents },
      { name: 'articles', count: ALL_CONTENT.articles },
      { name: 'site_pages', count: ALL_CONTENT.sitePages },
    ]);
    const expectedAuthors = [...DEMO_CONTENT.articles]
      .sort((a, b) => a.slug.localeCompare(b.slug))
      .map(({ slug, authorSlug }) => ({ slug, author: authorSlug }));
    expect(authored.rows).toEqual(expectedAuthors);
    expect(sales.rows.map((row) => row.agent).sort()).toEqual(
      DEMO_CONTENT.salesResults.map((sale) => sale.agentSlug).sort(),
    );
    expect(said.rows.map((row) => row.agent ?? 'team').sort()).toEqual(
      DEMO_CONTENT.testimonials.map((t) => t.agentSlug ?? 'team').sort(),
    );
  });

  it('stores the content values as the domain gives them: lists, pictures, days and instants', async () => {
    const { rows } = await db.query<{
      languages: string[];
      photo: unknown;
      mls: string | null;
      day: string;
      at: string;
      subdivisions: string[];
    }>(
      `select a.languages, a.photo, a.mls_member_id as mls, to_char(t.given_on, 'YYYY-MM-DD') as day,
              to_char(r.published_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS') as at, c.subdivisions
         from agents a, testimonials t, articles r, communities c
        where a.slug = 'amelia-delgado' and t.author_name = 'Karen and Doug Whitfield' and r.slug = 'naples-pier-history' and c.slug = 'naples'`,
    );
    const amelia = DEMO_CONTENT.agents.find((agent) => agent.slug === 'amelia-delgado');
    const naples = DEMO_CONTENT.communities.find((community) => community.slug === 'naples');

    expect(rows).toEqual([
      {
        languages: amelia?.languages,
        photo: amelia?.photo,
        mls: amelia?.mlsMemberId,
        day: '2026-09-12',
        at: '2025-05-14T13:00:00',
        subdivisions: naples?.subdivisions,
      },
    ]);
  });

  it('does not bring demo content back after an admin deleted it', async () => {
    await db.query('delete from testimonials');
    await db.query('delete from banners');

    const report = await prepareDatabase(db, { seed: { listings: 300 }, now: NOW });

    expect(report.seeded.content).toEqual(NO_CONTENT);
    expect((await db.query('select 1 from testimonials union all select 1 from banners')).rows).toEqual([]);
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

describe("prepareDatabase next to the team's own agents", () => {
  let db: Database;
  beforeAll(async () => {
    db = await openEmbeddedDatabase();
  });
  afterAll(() => db.close());

  it('adds no demo agents, and leaves demo articles without an author it does not know', async () => {
    await prepareDatabase(db, { seed: false });
    await db.query(`insert into agents (slug, name) values ('maria-lopez', 'Maria Lopez')`);

    const report = await prepareDatabase(db, { seed: { listings: 0 }, now: NOW });
    const { rows } = await db.query<{ authors: number }>(
      'select count(author_agent_id)::integer as authors from articles',
    );

    expect(report.seeded.content).toEqual({ ...ALL_CONTENT, agents: 0 });
    expect(rows).toEqual([{ authors: 0 }]);
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
    await new PostgresListingStore(db).upsertMany([
      exampleListing({ StandardStatus: 'Active', ListOfficeMlsId: 'PRG' }),
    ]);

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

    expect(report).toEqual({
      applied: allMigrations,
      seeded: { siteSettings: false, footerLinks: 0, listings: 0, content: NO_CONTENT },
      openHouses: NO_OPEN_HOUSES,
    });
    expect((await db.query('select 1 from footer_links union all select 1 from listings')).rows).toEqual([]);
  });

  it('seeds the default number of listings with their media and upcoming open houses', async () => {
    const report = await prepareDatabase(db, { now: NOW });

    expect(report.seeded.listings).toBe(DEFAULT_DEMO_LISTING_COUNT);
    expect(report.openHouses.added).toBeGreaterThan(50);
    const visibility = await db.query<{ analyzed: boolean; visible: boolean }>(
      `select reltuples = ${DEFAULT_DEMO_LISTING_COUNT} as analyzed, relallvisible = relpages as visible from pg_class where relname = 'listings'`,
    );
    expect(visibility.rows).toEqual([{ analyzed: true, visible: true }]);
    const { rows } = await db.query<{ media: number }>('select count(*)::integer as media from listing_media');
    expect(rows[0]?.media).toBeGreaterThan(DEFAULT_DEMO_LISTING_COUNT * 5);
  });
});
