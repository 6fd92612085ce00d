import { migrate, type SqlExecutor } from '@app/database';
import { DEMO_FOOTER_LINKS, DEMO_SITE_SETTINGS, generateDemoListings } from '@app/demo';
import type { Database } from '../connection/database.ts';
import { writeListings } from '../listing/listing-writer.ts';
import { saveSiteSettings } from '../site/postgres-site-settings-repository.ts';
import { refreshDemoOpenHouses, type DemoOpenHousesReport } from './demo-open-houses-refresh.ts';
import { describeDemoContent, seedDemoContent, type DemoContentReport } from './seed-demo-content.ts';

/** Options of {@link prepareDatabase}. */
export interface PrepareDatabaseOptions {
  /** Demo data to add to empty tables (10,000 listings by default); false for none. */
  readonly seed?: { readonly listings: number } | false;
  readonly log?: (message: string) => void;
  /** The instant demo open houses are planned from (the current time by default). */
  readonly now?: Date;
}

/** What {@link prepareDatabase} did. */
export interface PrepareDatabaseReport {
  readonly applied: string[];
  readonly seeded: {
    readonly siteSettings: boolean;
    readonly footerLinks: number;
    readonly listings: number;
    readonly content: DemoContentReport;
  };
  /** Demo open houses that had ended and were removed, and upcoming ones added (both 0 without demo listings). */
  readonly openHouses: DemoOpenHousesReport;
}

export const DEFAULT_DEMO_LISTING_COUNT = 10_000;
/** Advisory lock key, so processes starting together migrate and seed one after the other. */
const PREPARE_LOCK = 7_242_026;

const NO_CONTENT: DemoContentReport = {
  agents: 0,
  communities: 0,
  articles: 0,
  banners: 0,
  testimonials: 0,
  salesResults: 0,
  sitePages: 0,
};

/** Whether a table has no rows; `table` is a name from this module or a content collection, never from input. */
async function isEmpty(tx: SqlExecutor, table: string): Promise<boolean> {
  const { rows } = await tx.query<{ found: boolean }>(`select exists (select 1 from ${table}) as found`);
  return rows[0]?.found !== true;
}

/**
 * Whether a dataset should be seeded now: never offered before and its table is empty. The
 * offer is recorded either way, so data an admin deletes later is not seeded again, and a
 * database that already holds real data never gets demo data.
 */
async function firstOffer(tx: SqlExecutor, table: string): Promise<boolean> {
  const { rows } = await tx.query<{ dataset: string }>(
    'insert into seed_log (dataset) values ($1) on conflict (dataset) do nothing returning dataset',
    [table],
  );
  return rows.length === 1 && (await isEmpty(tx, table));
}

async function seedEmptyTables(tx: SqlExecutor, listingCount: number): Promise<PrepareDatabaseReport['seeded']> {
  const siteSettings = await isEmpty(tx, 'site_settings');
  if (siteSettings) await saveSiteSettings(tx, DEMO_SITE_SETTINGS);
  const footerLinks = (await firstOffer(tx, 'footer_links')) ? DEMO_FOOTER_LINKS.length : 0;
  if (footerLinks > 0)
    await tx.query(
      `insert into footer_links (enabled, "column", link_text, link_url, sort_order)
       select enabled, "column", link_text, link_url, sort_order from json_populate_recordset(null::footer_links, $1::json)`,
      [JSON.stringify(DEMO_FOOTER_LINKS)],
    );
  const listings = listingCount > 0 && (await firstOffer(tx, 'listings')) ? listingCount : 0;
  if (listings > 0) await writeListings(tx, generateDemoListings({ count: listings }));
  return { siteSettings, footerLinks, listings, content: await seedDemoContent(tx, firstOffer) };
}

/**
 * Keeps the search plans informed. After seeding: statistics and the visibility map of the listing
 * tables (VACUUM ANALYZE). On PGlite, which runs no autovacuum, at every start: the visibility map
 * (VACUUM, a few milliseconds when nothing changed), without which index-only scans would visit
 * the table for every row.
 */
async function vacuumListings(db: Database, seeded: boolean): Promise<void> {
  if (seeded)
    for (const table of ['listings', 'listing_media', 'open_houses']) await db.exec(`vacuum analyze ${table}`);
  else if (db.kind === 'pglite') for (const table of ['listings', 'open_houses']) await db.exec(`vacuum ${table}`);
}

/**
 * Brings a database up to date at start: applies pending migrations, then seeds the demo site
 * settings (whenever none exist), footer links, listings and the site's content (agents,
 * communities, articles, banners, testimonials, sales results, pages; once per database, into
 * empty tables), keeps the demo open houses upcoming while the demo listings are in use, and vacuums
 * the listing tables (see vacuumListings). A second run changes nothing (on the same day).
 */
export async function prepareDatabase(
  db: Database,
  options: PrepareDatabaseOptions = {},
): Promise<PrepareDatabaseReport> {
  const started = performance.now();
  const { applied } = await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [PREPARE_LOCK]);
    return migrate(tx);
  });
  if (applied.length > 0) options.log?.(`Applied migrations: ${applied.join(', ')}`);
  const seed = options.seed ?? { listings: DEFAULT_DEMO_LISTING_COUNT };
  const { seeded, openHouses } =
    seed === false
      ? {
          seeded: { siteSettings: false, footerLinks: 0, listings: 0, content: NO_CONTENT },
          openHouses: { removed: 0, added: 0 },
        }
      : await db.transaction(async (tx) => {
          await tx.query('select pg_advisory_xact_lock($1)', [PREPARE_LOCK]);
          const seededNow = await seedEmptyTables(tx, seed.listings);
          return { seeded: seededNow, openHouses: await refreshDemoOpenHouses(tx, options.now ?? new Date()) };
        });
  const contentSeeded = Object.values(seeded.content).some((count) => count > 0);
  if (seeded.siteSettings || seeded.footerLinks > 0 || seeded.listings > 0 || contentSeeded)
    options.log?.(
      `Seeded demo data (${seeded.footerLinks} footer links, ${seeded.listings} listings, ${describeDemoContent(seeded.content)}) in ${Math.round(performance.now() - started)} ms`,
    );
  if (openHouses.removed > 0 || openHouses.added > 0)
    options.log?.(`Demo open houses: ${openHouses.removed} ended and removed, ${openHouses.added} upcoming added`);
  await vacuumListings(db, seeded.listings > 0);
  return { applied, seeded, openHouses };
}
