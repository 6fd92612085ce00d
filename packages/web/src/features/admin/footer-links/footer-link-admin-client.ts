import type { FooterLink, FooterLinkInput, FooterLinkPage, FooterLinkPatch, FooterLinkQuery } from '@app/domain';
import type { AdminApi } from '../kit/admin-http.ts';
import type { AdminListPage } from '../kit/admin-list.ts';

/** The footer-link calls of the admin area (spec section 7), in domain words. */
export interface FooterLinkAdminClient {
  list(query: FooterLinkQuery): Promise<FooterLinkPage>;
  create(input: FooterLinkInput): Promise<FooterLink>;
  update(id: string, patch: FooterLinkPatch): Promise<FooterLink>;
  remove(id: string): Promise<void>;
}

const PATH = '/api/admin/footer-links';

/** The client over the admin API (`/api/admin/footer-links`). */
export function createFooterLinkAdminClient(api: AdminApi): FooterLinkAdminClient {
  return {
    async list(query) {
      const page = await api.get<AdminListPage<FooterLink>>(PATH, {
        search: query.search,
        enabledOnly: query.enabledOnly ? 'true' : undefined,
        orderBy: query.orderBy,
        page: query.page,
        itemsPerPage: query.itemsPerPage,
      });
      return { items: page.items, total: page.total };
    },
    create: (input) => api.post<FooterLink>(PATH, input),
    update: (id, patch) => api.put<FooterLink>(`${PATH}/${encodeURIComponent(id)}`, patch),
    remove: (id) => api.del(`${PATH}/${encodeURIComponent(id)}`),
  };
}
