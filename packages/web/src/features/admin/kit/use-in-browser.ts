import { useSyncExternalStore } from 'react';

const nothingChanges = () => () => undefined;

/** False on the server and while hydrating, true once the page runs in the browser (for what reads localStorage). */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    nothingChanges,
    () => true,
    () => false,
  );
}
