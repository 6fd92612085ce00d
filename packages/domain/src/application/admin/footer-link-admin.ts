import type { FooterLink, FooterLinkInput, FooterLinkPatch } from '../../footer/footer-link.ts';
import type { FooterLinkPage, FooterLinkQueryInput } from '../../footer/footer-link-query.ts';
import type { FooterLinkRepository } from '../../footer/footer-link-repository.port.ts';
import {
  createCreateFooterLink,
  createDeleteFooterLink,
  createListAdminFooterLinks,
  createUpdateFooterLink,
} from '../../footer/footer-link-use-cases.ts';
import type { ChangeLog } from './change-log.ts';

/** The admin footer-link use cases (admins only); every write is audited and shows on the public footer at once. */
export interface FooterLinkAdmin {
  list(query: FooterLinkQueryInput): Promise<FooterLinkPage>;
  create(input: FooterLinkInput): Promise<FooterLink>;
  update(id: string, patch: FooterLinkPatch): Promise<FooterLink>;
  remove(id: string): Promise<void>;
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
  };
}
