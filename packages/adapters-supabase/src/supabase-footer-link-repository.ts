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
import { toFooterLink, toFooterLinkWrite } from './footer-link.mapper.ts';
import { RANGE_NOT_SATISFIABLE_CODE, hasCode, toDomainError, withDomainErrors } from './postgrest-errors.ts';
import type { SupabaseDataClient } from './supabase-data-client.ts';
import { containsFilter } from './text-search.ts';

const TABLE = 'footer_links';
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Footer links in table footer_links through the Supabase data API (PostgREST). What the calls may
 * do is decided by the client's token and row-level security: the anon key reads enabled links only,
 * an admin's access token reads and writes everything. Refusals become DataUnavailableError.
 */
export class SupabaseFooterLinkRepository implements FooterLinkRepository {
  constructor(private readonly client: SupabaseDataClient) {}

  listEnabled(): Promise<FooterLink[]> {
    return withDomainErrors(ERROR_MESSAGES.footerFetchFailed, async () => {
      const { data, error } = await this.client.from(TABLE).select('*').eq('enabled', true);
      if (error) throw toDomainError(error, ERROR_MESSAGES.footerFetchFailed);
      return data.map(toFooterLink);
    });
  }

  list(query: FooterLinkQuery): Promise<FooterLinkPage> {
    return withDomainErrors(ERROR_MESSAGES.footerFetchFailed, async () => {
      const { from, to } = pageRange(query.page, query.itemsPerPage);
      let request = this.matching(query, false);
      if (query.orderBy === 'column') request = request.order('column', { ascending: true });
      const { data, error, count } = await request
        .order('sort_order', { ascending: true, nullsFirst: false })
        .order('id', { ascending: true })
        .range(from, to);
      if (error && hasCode(error, RANGE_NOT_SATISFIABLE_CODE)) return { items: [], total: await this.count(query) };
      if (error) throw toDomainError(error, ERROR_MESSAGES.footerFetchFailed);
      return { items: data.map(toFooterLink), total: count ?? (await this.count(query)) };
    });
  }

  findById(id: string): Promise<FooterLink | null> {
    return withDomainErrors(ERROR_MESSAGES.footerFetchFailed, async () => {
      if (!UUID_PATTERN.test(id)) return null;
      const { data, error } = await this.client.from(TABLE).select('*').eq('id', id).maybeSingle();
      if (error) throw toDomainError(error, ERROR_MESSAGES.footerFetchFailed);
      return data === null ? null : toFooterLink(data);
    });
  }

  create(fields: FooterLinkFields): Promise<FooterLink> {
    return withDomainErrors(ERROR_MESSAGES.footerLinkCreateFailed, async () => {
      const { data, error } = await this.client.from(TABLE).insert(toFooterLinkWrite(fields)).select().single();
      if (error) throw toDomainError(error, ERROR_MESSAGES.footerLinkCreateFailed);
      return toFooterLink(data);
    });
  }

  update(id: string, patch: FooterLinkPatch): Promise<FooterLink> {
    return withDomainErrors(ERROR_MESSAGES.footerLinkUpdateFailed, async () => {
      if (!UUID_PATTERN.test(id)) throw notFound(id);
      // The spec's client sets updated_at itself; the table's trigger stamps it with the database's clock anyway.
      const changes = { ...toFooterLinkWrite(patch), updated_at: new Date().toISOString() };
      const { data, error } = await this.client.from(TABLE).update(changes).eq('id', id).select().single();
      if (error) throw toDomainError(error, ERROR_MESSAGES.footerLinkUpdateFailed, notFound(id));
      return toFooterLink(data);
    });
  }

  delete(id: string): Promise<void> {
    return withDomainErrors(ERROR_MESSAGES.footerLinkDeleteFailed, async () => {
      if (!UUID_PATTERN.test(id)) throw notFound(id);
      const { data, error } = await this.client.from(TABLE).delete().eq('id', id).select('id');
      if (error) throw toDomainError(error, ERROR_MESSAGES.footerLinkDeleteFailed);
      if (data.length === 0) throw notFound(id);
    });
  }

  /** The exact number of links matching the query's filters. */
  private async count(query: FooterLinkQuery): Promise<number> {
    const { count, error } = await this.matching(query, true);
    if (error || count === null) throw toDomainError(error ?? {}, ERROR_MESSAGES.footerFetchFailed);
    return count;
  }

  /** A counted select of the links the query's filters keep. */
  private matching(query: FooterLinkQuery, head: boolean) {
    let request = this.client.from(TABLE).select('*', { count: 'exact', head });
    if (query.enabledOnly) request = request.eq('enabled', true);
    if (query.search === '') return request;
    const filter = containsFilter(query.search);
    return filter.operator === 'ilike'
      ? request.ilike('link_text', filter.pattern)
      : request.regexIMatch('link_text', filter.pattern);
  }
}

function notFound(id: string): NotFoundError {
  return new NotFoundError(`Footer link ${id} not found`);
}
