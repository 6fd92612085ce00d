import { useLoaderData, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import type { AdminApi } from '../../../services/admin-api.ts';
import type { AdminListSearch } from './admin-list-search.ts';

/** What an admin page's loader gets: the admin API of the router context's services, the route's validated search and
 * its params. */
export interface AdminPageLoadInput {
  readonly api: AdminApi;
  readonly search: AdminListSearch;
  readonly params: Readonly<Record<string, string>>;
}

/**
 * An admin page's data loader, exported by the page module as `loadPage`; its route's loader
 * calls it (see routes/admin-page.ts), in the browser only.
 */
export type AdminPageLoader<T> = (input: AdminPageLoadInput) => Promise<T>;

/** The data the page's route loader loaded with the page's `loadPage`. */
export function useAdminPageData<TLoader extends AdminPageLoader<unknown>>(): Awaited<ReturnType<TLoader>> {
  return useLoaderData({ strict: false }) as Awaited<ReturnType<TLoader>>;
}

/**
 * Loads the page's data again ("Try again" after a failed load): `reloading` until the route's
 * loader has answered. After a write, a page calls `router.invalidate()` directly.
 */
export function useAdminPageReload(): { readonly reloading: boolean; readonly reload: () => void } {
  const router = useRouter();
  const [reloading, setReloading] = useState(false);
  const reload = () => {
    setReloading(true);
    void router.invalidate({ sync: true }).finally(() => setReloading(false));
  };
  return { reloading, reload };
}
