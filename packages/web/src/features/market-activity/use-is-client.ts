import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** False on the server and while hydrating, true once the page runs in the browser: for parts that need a measured
 * layout. */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
