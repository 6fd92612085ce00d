import type { SitePage } from '@app/domain';
import type { AdminApi } from '../kit/admin-http.ts';
import type { AdminListPage } from '../kit/admin-list.ts';
import { contentApiPath } from '../content/content-admin.ts';
import { SITE_PAGES_ADMIN } from './site-pages-admin.ts';

/** The text of one fixed page as its route's loader loaded it: the stored text (null when it has none yet), or the
 * error that kept it. */
export type SitePageText =
  { readonly state: 'failed'; readonly error: unknown } | { readonly state: 'ready'; readonly page: SitePage | null };

/** Loads the text of the page with this key (`about`, `our-brokerage`, …, `broker-{agentSlug}`); a failure is kept, not
 * thrown. */
export function loadSitePageText(api: AdminApi, slug: string): Promise<SitePageText> {
  return api.get<AdminListPage<SitePage>>(contentApiPath(SITE_PAGES_ADMIN.area), { slug, perPage: 1 }).then(
    (page) => ({ state: 'ready', page: page.items[0] ?? null }),
    (error: unknown) => ({ state: 'failed', error }),
  );
}
