import { lazyRouteComponent } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { isChunkLoadError, reloadOnce } from './reload-once.ts';

/**
 * A code-split page component. When its chunk fails to load (a newer build removed it), the
 * page reloads (at most once per 10 s per path) instead of showing an error.
 */
export function lazyPage<T extends ComponentType<never>>(importer: () => Promise<{ default: T }>) {
  return lazyRouteComponent(() =>
    importer().catch((error: unknown) => {
      if (typeof window !== 'undefined' && isChunkLoadError(error) && reloadOnce()) return new Promise<never>(() => {});
      throw error;
    }),
  );
}
