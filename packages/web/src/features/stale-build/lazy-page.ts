import { lazyRouteComponent } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { isChunkLoadError, reloadOnce } from './reload-once.ts';

/** A component that names the build manifest key of the module it renders (added at build time). */
export interface PageModuleCarrier {
  readonly pageModule?: string;
}

/**
 * A code-split page component. When its chunk fails to load (a newer build removed it), the
 * page reloads (at most once per 10 s per path) instead of showing an error. The build adds
 * `pageModule` (see `build/page-module-keys.ts`): the server links that module's CSS and
 * chunks, and nothing else, on the pages that render it.
 */
export function lazyPage<T extends ComponentType<never>>(importer: () => Promise<{ default: T }>, pageModule?: string) {
  const component = lazyRouteComponent(() =>
    importer().catch((error: unknown) => {
      if (typeof window !== 'undefined' && isChunkLoadError(error) && reloadOnce()) return new Promise<never>(() => {});
      throw error;
    }),
  );
  return Object.assign(component, { pageModule });
}
