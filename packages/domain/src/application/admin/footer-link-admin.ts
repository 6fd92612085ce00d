import type { FooterLink, FooterLinkInput, FooterLinkPatch } from '../../footer/footer-link.ts';
import type { FooterLinkPage, FooterLinkQueryInput } from '../../footer/footer-link-query.ts';
import type { FooterLinkRepository } from '../../footer/footer-link-repository.port.ts';
import {
  createCreateFooterLink,
  createDeleteFooterLink,
  createListAdminFooterLinks,
  createUpdateFooterLink,
} from '../../footer/footer-link-use-cases.ts';
import { ValidationError } from '../../errors/domain-error.ts';
import { checkOrderedIds, sortOrdersOf } from '../../ordering/reorder.ts';
import type { ChangeLog } from './change-log.ts';

/** The admin footer-link use cases (admins only); every write is audited and shows on the public footer at once. */
export interface FooterLinkAdmin {
  list(query: FooterLinkQueryInput): Promise<FooterLinkPage>;
  create(input: FooterLinkInput): Promise<FooterLink>;
  update(id: string, patch: FooterLinkPatch): Promise<FooterLink>;
  remove(id: string): Promise<void>;
  /**
   * Puts the links of one column in the order of `ids` (sort orders 10, 20, 30 …) and records one Activity entry
   * ("Amelia reordered the footer links in ‘Column 2’"). ValidationError naming `ids` for an unknown or repeated id, or
   * for links of different columns.
   */
  reorder(ids: readonly string[]): Promise<void>;
}

const change = (action: 'create' | 'update' | 'delete', before: FooterLink | null, after: FooterLink) => ({
  action,
  entity: 'footer_links',
  entityId: after.id,
  summary: after.link_text,
  before: action === 'delete' ? after : before,
  after: action === 'delete' ? null : after,
});

/** The footer-link admin over the user's repository and change log. */
export function createFooterLinkAdmin(repository: FooterLinkRepository, changes: ChangeLog): FooterLinkAdmin {
  const create = createCreateFooterLink(repository);
  const update = createUpdateFooterLink(repository);
  const remove = createDeleteFooterLink(repository);
  return {
    list: createListAdminFooterLinks(repository),
    async create(input) {
      const created = await create(input);
      await changes.recordPublic(change('create', null, created));
      return created;
    },
    async update(id, patch) {
      const before = await repository.findById(id);
      const updated = await update(id, patch);
      await changes.recordPublic(change('update', before, updated));
      return updated;
    },
    async remove(id) {
      const before = await repository.findById(id);
      await remove(id);
      if (before !== null) await changes.record(change('delete', null, before));
      changes.publicDataChanged();
    },
    async reorder(ids) {
      checkOrderedIds(ids);
      const links = await Promise.all(ids.map((id) => repository.findById(id)));
      const unknown = ids.find((_, index) => links[index] === null);
      if (unknown !== undefined)
        throw new ValidationError([{ field: 'ids', message: `names ${unknown}, which is not stored` }]);
      const found = links as FooterLink[];
      const columns = new Set(found.map((link) => link.column));
      if (columns.size > 1)
        throw new ValidationError([{ field: 'ids', message: 'must all be links of one footer column' }]);
      const before = [...found].sort((a, b) => (a.sort_order ?? Infinity) - (b.sort_order ?? Infinity));
      const orders = sortOrdersOf(ids);
      for (const link of found) {
        const sortOrder = orders.get(link.id) ?? null;
        if (link.sort_order !== sortOrder) await update(link.id, { sort_order: sortOrder });
      }
      await changes.recordPublic({
        action: 'reorder',
        entity: 'footer_links',
        entityId: null,
        summary: `Column ${String(found[0]?.column ?? '')}`,
        before: { order: before.map((link) => link.link_text) },
        after: { order: found.map((link) => link.link_text) },
      });
    },
  };
}
