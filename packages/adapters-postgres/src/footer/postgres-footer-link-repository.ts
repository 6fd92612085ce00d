import type { SqlExecutor } from '@app/database';
import {
  ERROR_MESSAGES,
  NotFoundError,
  pageRange,
  type FooterLink,
  type FooterLinkFields,
  type FooterLinkPage,
  type FooterLinkPatch,
  type FooterLinkQuery,
  type FooterLinkRepository,
} from '@app/domain';
import { isUuid, translateDriverErrors } from '../connection/driver-errors.ts';
import { containsPattern } from '../connection/sql-parameters.ts';
import { toIsoTimestamp, toNumberOrNull } from '../connection/sql-values.ts';

/** A footer_links row as the drivers return it. */
interface FooterLinkRow {
  readonly id: string;
  readonly enabled: boolean;
  readonly column: number | string;
  readonly link_text: string;
  readonly link_url: string;
  readonly sort_order: number | string | null;
  readonly created_at: Date | string;
  readonly updated_at: Date | string;
}

/** The domain's footer link from a row. */
function footerLinkFromRow(row: FooterLinkRow): FooterLink {
  return {
    id: row.id,
    enabled: row.enabled,
    column: Number(row.column),
    link_text: row.link_text,
    link_url: row.link_url,
    sort_order: toNumberOrNull(row.sort_order),
    created_at: toIsoTimestamp(row.created_at),
    updated_at: toIsoTimestamp(row.updated_at),
  };
}

const EDITABLE_COLUMNS = ['enabled', 'column', 'link_text', 'link_url', 'sort_order'] as const;

/** The columns a patch changes with their new values; fields left out (or undefined) are not touched. */
function footerLinkPatchColumns(patch: FooterLinkPatch): { column: string; value: unknown }[] {
  return EDITABLE_COLUMNS.filter((field) => patch[field] !== undefined).map((field) => ({
    column: `"${field}"`,
    value: patch[field],
  }));
}

/** The admin order with ties broken by id, as the domain's compareForFooterLinkQuery orders. */
function orderClause(orderBy: FooterLinkQuery['orderBy'], table: string): string {
  const byPosition = `${table}.sort_order asc nulls last, ${table}.id asc`;
  return orderBy === 'column' ? `${table}."column" asc, ${byPosition}` : byPosition;
}

/**
 * One statement for one admin page and the exact count of every matching link; the count row is
 * there even when the page is past the end. Parameters: enabledOnly, pattern, limit, offset.
 */
export function footerLinkListSql(orderBy: FooterLinkQuery['orderBy']): string {
  return `
with matching as (
  select * from footer_links
  where ($1::boolean is false or enabled) and link_text ilike $2 escape '\\'
),
page as (
  select * from matching as link order by ${orderClause(orderBy, 'link')} limit $3 offset $4
)
select (select count(*) from matching)::integer as total, page.*
from (select 1) as always
left join page on true
order by ${orderClause(orderBy, 'page')}`;
}

function notFound(id: string): NotFoundError {
  return new NotFoundError(`Footer link ${id} not found`);
}

/** Footer links in the footer_links table of any Postgres (PGlite, plain Postgres, Supabase). */
export class PostgresFooterLinkRepository implements FooterLinkRepository {
  constructor(private readonly db: SqlExecutor) {}

  /** The public footer's one filter (`where enabled`); the domain sorts them. */
  listEnabled(): Promise<FooterLink[]> {
    return translateDriverErrors(ERROR_MESSAGES.footerFetchFailed, async () => {
      const { rows } = await this.db.query<FooterLinkRow>('select * from footer_links where enabled');
      return rows.map(footerLinkFromRow);
    });
  }

  list(query: FooterLinkQuery): Promise<FooterLinkPage> {
    return translateDriverErrors(ERROR_MESSAGES.footerFetchFailed, async () => {
      const { from } = pageRange(query.page, query.itemsPerPage);
      const { rows } = await this.db.query<FooterLinkRow & { total: number }>(footerLinkListSql(query.orderBy), [
        query.enabledOnly,
        containsPattern(query.search),
        Math.max(0, query.itemsPerPage),
        Math.max(0, from),
      ]);
      const items = rows.filter((row) => row.id !== null).map(footerLinkFromRow);
      return { items, total: Number(rows[0]?.total ?? 0) };
    });
  }

  findById(id: string): Promise<FooterLink | null> {
    return translateDriverErrors(ERROR_MESSAGES.footerFetchFailed, async () => {
      if (!isUuid(id)) return null;
      const { rows } = await this.db.query<FooterLinkRow>('select * from footer_links where id = $1', [id]);
      return rows[0] === undefined ? null : footerLinkFromRow(rows[0]);
    });
  }

  create(fields: FooterLinkFields): Promise<FooterLink> {
    return translateDriverErrors(ERROR_MESSAGES.footerLinkCreateFailed, async () => {
      const { rows } = await this.db.query<FooterLinkRow>(
        'insert into footer_links (enabled, "column", link_text, link_url, sort_order) values ($1, $2, $3, $4, $5) returning *',
        [fields.enabled, fields.column, fields.link_text, fields.link_url, fields.sort_order],
      );
      return footerLinkFromRow(rows[0] as FooterLinkRow);
    });
  }

  update(id: string, patch: FooterLinkPatch): Promise<FooterLink> {
    return translateDriverErrors(ERROR_MESSAGES.footerLinkUpdateFailed, async () => {
      if (!isUuid(id)) throw notFound(id);
      const changes = footerLinkPatchColumns(patch);
      const assignments = [...changes.map((change, index) => `${change.column} = $${index + 2}`), 'updated_at = now()'];
      const { rows } = await this.db.query<FooterLinkRow>(
        `update footer_links set ${assignments.join(', ')} where id = $1 returning *`,
        [id, ...changes.map((change) => change.value)],
      );
      if (rows[0] === undefined) throw notFound(id);
      return footerLinkFromRow(rows[0]);
    });
  }

  delete(id: string): Promise<void> {
    return translateDriverErrors(ERROR_MESSAGES.footerLinkDeleteFailed, async () => {
      if (!isUuid(id)) throw notFound(id);
      const { rows } = await this.db.query('delete from footer_links where id = $1 returning id', [id]);
      if (rows.length === 0) throw notFound(id);
    });
  }
}
