import type { FooterLink, FooterLinkFields, FooterLinkPatch } from './footer-link.ts';
import type { FooterLinkPage, FooterLinkQuery } from './footer-link-query.ts';

/** Where footer links are kept (table footer_links). */
export interface FooterLinkRepository {
  /** Every enabled link, in no particular order. */
  listEnabled(): Promise<FooterLink[]>;
  /** The admin list: filters, order and page of the query, with the exact count of all matching links. */
  list(query: FooterLinkQuery): Promise<FooterLinkPage>;
  /** The link with this id, or null (also for an id that is not a UUID). */
  findById(id: string): Promise<FooterLink | null>;
  /** Inserts one link (id and timestamps generated) and returns it as stored. */
  create(fields: FooterLinkFields): Promise<FooterLink>;
  /** Changes the given fields of a link, sets updated_at, and returns it; NotFoundError when unknown. */
  update(id: string, patch: FooterLinkPatch): Promise<FooterLink>;
  /** Deletes a link; NotFoundError when unknown. */
  delete(id: string): Promise<void>;
}
