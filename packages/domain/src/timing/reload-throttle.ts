import { RELOAD_TTL_MS } from '../shared/constants.ts';

/** The storage key under which the last reload time of a path is kept. */
export function reloadKey(path: string): string {
  return `reload-at:${path}`;
}

/**
 * Whether a stale build or failed chunk load may reload the page now:
 * at most once per 10 s per path.
 */
export function mayReload(input: { lastReloadAt: number | null; now: number }): boolean {
  return (
    input.lastReloadAt === null || input.now - input.lastReloadAt >= RELOAD_TTL_MS || input.now < input.lastReloadAt
  );
}
