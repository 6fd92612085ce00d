import { lazyRouteComponent } from '@tanstack/react-router';
import { isChunkLoadError, reloadOnce } from '../features/stale-build/reload-once.ts';

/**
 * Imports a code-split module. When its chunk fails to load (a newer build removed it), the page
 * reloads (at most once per 10 s per path) instead of failing, as lazy pages do (see lazyPage).
 *
 * Loaders import their loading module this way, which keeps loaders and what only they need out of
 * the shell: at hydration the router takes the server's data without running loaders, so the
 * module is fetched only for a client-side navigation or an intent preload.
 * `loader: async ({ context }) => (await importOrReload(() => import('../features/x/load-x.ts'))).loadX(context)`
 */
export function importOrReload<T>(importer: () => Promise<T>): Promise<T> {
  return importer().catch((error: unknown) => {
    if (typeof window !== 'undefined' && isChunkLoadError(error) && reloadOnce()) return new Promise<never>(() => {});
    throw error;
  });
}

/**
 * A route's not-found, error or page component from a named export of a code-split module. The
 * router fetches a route's not-found or error component only when it renders one (on the server
 * too, before rendering), so a screen that is rarely shown costs no page its code.
 */
export function lazyScreen<TModule extends Record<string, unknown>, TName extends keyof TModule & string>(
  importer: () => Promise<TModule>,
  name: TName,
) {
  return lazyRouteComponent(() => importOrReload(importer), name);
}
