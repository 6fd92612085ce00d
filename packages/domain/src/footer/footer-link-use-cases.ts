import { ValidationError } from '../errors/domain-error.ts';
import type { FooterLink, FooterLinkInput, FooterLinkPatch } from './footer-link.ts';
import { withFooterLinkDefaults } from './footer-link.ts';
import { assertValidFooterLink } from './footer-link-validation.ts';
import { normalizeFooterLinkQuery, type FooterLinkPage, type FooterLinkQueryInput } from './footer-link-query.ts';
import type { FooterLinkRepository } from './footer-link-repository.port.ts';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function assertLinkId(id: string): void {
  if (!UUID_PATTERN.test(id)) throw new ValidationError([{ field: 'id', message: 'Footer link id must be a UUID' }]);
}

/** The admin list with the spec's defaults (page 1, 10 per page, sort_order order); rejects with ValidationError for a
 * bad page. */
export function createListAdminFooterLinks(repository: FooterLinkRepository) {
  return async (input: FooterLinkQueryInput = {}): Promise<FooterLinkPage> =>
    repository.list(normalizeFooterLinkQuery(input));
}

/** Creates a link; text and url are required, the other fields take their defaults. */
export function createCreateFooterLink(repository: FooterLinkRepository) {
  return async (input: FooterLinkInput): Promise<FooterLink> => {
    const fields = withFooterLinkDefaults(input);
    return repository.create(assertValidFooterLink(fields));
  };
}

/** Changes some fields of a link; updated_at is set by the repository. */
export function createUpdateFooterLink(repository: FooterLinkRepository) {
  return async (id: string, patch: FooterLinkPatch): Promise<FooterLink> => {
    assertLinkId(id);
    return repository.update(id, assertValidFooterLink(patch));
  };
}

/** Deletes a link by id. */
export function createDeleteFooterLink(repository: FooterLinkRepository) {
  return async (id: string): Promise<void> => {
    assertLinkId(id);
    return repository.delete(id);
  };
}
