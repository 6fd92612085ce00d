import { lazyPage } from '../features/stale-build/lazy-page.ts';
import type { ADMIN_PAGE_MODULES } from './admin-page-modules.ts';

/** The build manifest key of an admin page (`src/features/admin/users/users-page.tsx`). */
export type AdminPageModule = keyof typeof ADMIN_PAGE_MODULES;

/** The build manifest key of the module holding the admin pages' imports (ADMIN_PAGE_MODULES). */
export const ADMIN_PAGE_INDEX = 'src/routes/admin-page-modules.ts';

const importAdminPages = () => import('./admin-page-modules.ts');

/**
 * An admin page's route component: a lazy page whose code comes through the admin page index,
 * one more small chunk that admin pages preload (see route-asset-table.ts) and public pages never
 * load. It carries its page's key, so the server links that page's CSS and chunks.
 */
export function adminPage(pageModule: AdminPageModule) {
  const page = lazyPage(async () => (await importAdminPages()).ADMIN_PAGE_MODULES[pageModule](), pageModule);
  return Object.assign(page, { indexModule: ADMIN_PAGE_INDEX });
}
