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
import { footerLinkFromRow, footerLinkPatchColumns, type FooterLinkRow } from './footer-link.mapper.ts';
import { containsPattern, footerLinkListSql } from './footer-link-list.sql.ts';

function notFound(id: string): NotFoundError {
  return new NotFoundError(`Footer link ${id} not found`);
}

/** Footer links in the footer_links table of any Postgres (PGlite, plain Postgres, Supabase). */
export class PostgresFooterLinkRepository implements FooterLinkRepository {
  constructor(private readonly db: SqlExecutor) {}

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
