import { createRoute } from '@tanstack/react-router';
import { adminListSearch, type AdminListSearch } from '../features/admin/kit/admin-list-search.ts';
import type { AdminPageLoader, AdminPageLoadInput } from '../features/admin/kit/admin-page-data.ts';
import { lazyPage } from '../features/stale-build/lazy-page.ts';
import { adminApiOf } from '../services/web-services.ts';
import type { ADMIN_PAGE_MODULES } from './admin-page-modules.ts';
import { importOrReload } from './lazy-import.ts';
import { pageHead } from '../features/seo/page-head.ts';
import { rootRoute } from './root.route.tsx';

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

/** Runs the `loadPage` an admin page module exports (nothing for a page without one): the page's code and its data in
 * one chunk. */
export async function loadAdminPage(pageModule: AdminPageModule, input: AdminPageLoadInput): Promise<unknown> {
  const module: { default?: unknown; loadPage?: AdminPageLoader<unknown> } = await importOrReload(async () =>
    (await importAdminPages()).ADMIN_PAGE_MODULES[pageModule](),
  );
  return (await module.loadPage?.(input)) ?? null;
}

interface AdminPageRouteOptions<TPath extends string> {
  readonly path: TPath;
  /** The page's title; the head says `{title} · Admin`. */
  readonly title: string;
  readonly page: AdminPageModule;
  /** The list filters the address may carry besides search, sort, direction and page. */
  readonly filters?: readonly string[];
  /** The page's own address params besides its list's (the submission open in a side panel). */
  readonly pageState?: readonly string[];
  /** The address of a page that is not a list (the market figures' city and period): its own `validateSearch`. */
  readonly validateSearch?: (raw: Record<string, unknown>) => AdminListSearch;
  /** How long the loaded data is reused when the page is opened again (none by default: every visit loads). */
  readonly staleTime?: number;
}

/**
 * An admin page's route, the one data-loading model of the app: the route's loader loads the
 * page's data through the admin API of the router context's services; list state (search, order,
 * page, filters) lives in the address, validated here; a write calls `router.invalidate()`.
 * Admin pages sit behind sign-in and render in the browser only (`ssr: false`): the server sends
 * the admin layout, the browser loads the page's code and data.
 */
export function adminPageRoute<TPath extends string>({
  path,
  title,
  page,
  filters = [],
  pageState = [],
  validateSearch,
  staleTime,
}: AdminPageRouteOptions<TPath>) {
  return createRoute({
    getParentRoute: () => rootRoute,
    path,
    ssr: false,
    validateSearch: validateSearch ?? adminListSearch([...filters, ...pageState]),
    loaderDeps: ({ search }) => search,
    // Blocking: a page opened again waits for the stored data, so a form never starts from an older copy.
    loader: {
      handler: ({ context, deps, params }) =>
        loadAdminPage(page, { api: adminApiOf(context.services), search: deps, params }),
      staleReloadMode: 'blocking',
    },
    staleTime,
    head: () => pageHead(`${title} · Admin`),
    component: adminPage(page),
  });
}
