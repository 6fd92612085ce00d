import { contentColumnName, type SqlExecutor } from '@app/database';
import { DEMO_CONTENT } from '@app/demo';
import {
  AGENTS,
  ARTICLES,
  BANNERS,
  COMMUNITIES,
  SALES_RESULTS,
  SITE_PAGES,
  TESTIMONIALS,
  type ContentCollection,
  type ContentEntity,
  type ContentFields,
} from '@app/domain';

/** How many demo records of each collection were seeded. */
export interface DemoContentReport {
  readonly agents: number;
  readonly communities: number;
  readonly articles: number;
  readonly banners: number;
  readonly testimonials: number;
  readonly salesResults: number;
  readonly sitePages: number;
}

/** Whether a table may get demo data now: recorded in seed_log as offered (once per database) and empty. */
export type FirstOffer = (tx: SqlExecutor, table: string) => Promise<boolean>;

/** Inserts the records in one statement; columns are the collection's fields in snake case. */
async function insertRecords<T extends ContentEntity>(
  tx: SqlExecutor,
  collection: ContentCollection<T>,
  records: readonly ContentFields<T>[],
): Promise<number> {
  const fields = Object.keys(collection.fields);
  const columns = fields.map((field) => `"${contentColumnName(field)}"`).join(', ');
  const rows = records.map((record) =>
    Object.fromEntries(fields.map((field) => [contentColumnName(field), (record as Record<string, unknown>)[field]])),
  );
  await tx.query(
    `insert into ${collection.name} (${columns}) select ${columns} from json_populate_recordset(null::${collection.name}, $1::json)`,
    [JSON.stringify(rows)],
  );
  return records.length;
}

async function seedCollection<T extends ContentEntity>(
  tx: SqlExecutor,
  firstOffer: FirstOffer,
  collection: ContentCollection<T>,
  records: readonly ContentFields<T>[],
): Promise<number> {
  return (await firstOffer(tx, collection.name)) ? insertRecords(tx, collection, records) : 0;
}

/** The id of each agent by slug, so records written by an agent can point at them. */
async function agentIdsBySlug(tx: SqlExecutor): Promise<(slug: string | null) => string | null> {
  const { rows } = await tx.query<{ id: string; slug: string }>('select id, slug from agents');
  const ids = new Map(rows.map((row) => [row.slug, String(row.id)]));
  return (slug) => (slug === null ? null : (ids.get(slug) ?? null));
}

/**
 * Seeds the demo content into its empty tables, each offered once per database: agents first,
 * then the communities, articles, banners, testimonials, sales results and pages, the records
 * written by an agent pointing at the agent with their slug (none when that agent is missing).
 */
export async function seedDemoContent(tx: SqlExecutor, firstOffer: FirstOffer): Promise<DemoContentReport> {
  const agents = await seedCollection(tx, firstOffer, AGENTS, DEMO_CONTENT.agents);
  const agentId = await agentIdsBySlug(tx);
  return {
    agents,
    communities: await seedCollection(tx, firstOffer, COMMUNITIES, DEMO_CONTENT.communities),
    articles: await seedCollection(
      tx,
      firstOffer,
      ARTICLES,
      DEMO_CONTENT.articles.map(({ authorSlug, ...article }) => ({ ...article, authorAgentId: agentId(authorSlug) })),
    ),
    banners: await seedCollection(tx, firstOffer, BANNERS, DEMO_CONTENT.banners),
    testimonials: await seedCollection(
      tx,
      firstOffer,
      TESTIMONIALS,
      DEMO_CONTENT.testimonials.map(({ agentSlug, ...said }) => ({ ...said, agentId: agentId(agentSlug) })),
    ),
    salesResults: await seedCollection(
      tx,
      firstOffer,
      SALES_RESULTS,
      DEMO_CONTENT.salesResults.map(({ agentSlug, ...sale }) => ({ ...sale, agentId: agentId(agentSlug) })),
    ),
    sitePages: await seedCollection(tx, firstOffer, SITE_PAGES, DEMO_CONTENT.sitePages),
  };
}

/** The counts as words for the start log, e.g. "8 agents, 10 communities, ..., 8 pages". */
export function describeDemoContent(report: DemoContentReport): string {
  return `${report.agents} agents, ${report.communities} communities, ${report.articles} articles, ${report.banners} banners, ${report.testimonials} testimonials, ${report.salesResults} sales results, ${report.sitePages} pages`;
}
