import { mayReload, reloadKey } from '@app/domain';

/** The browser pieces a reload needs, injectable for tests. */
export interface ReloadEnvironment {
  readonly storage: Pick<Storage, 'getItem' | 'setItem'>;
  readonly now: () => number;
  readonly path: () => string;
  readonly reload: () => void;
}

function browserEnvironment(): ReloadEnvironment {
  return {
    storage: window.sessionStorage,
    now: () => Date.now(),
    path: () => window.location.pathname,
    reload: () => window.location.reload(),
  };
}

/**
 * Reloads the page unless this path was reloaded less than 10 s ago (so a broken deploy cannot
 * loop). Returns whether it reloaded.
 */
export function reloadOnce(environment: ReloadEnvironment = browserEnvironment()): boolean {
  const key = reloadKey(environment.path());
  const saved = Number(environment.storage.getItem(key));
  const now = environment.now();
  if (!mayReload({ lastReloadAt: Number.isFinite(saved) && saved > 0 ? saved : null, now })) return false;
  environment.storage.setItem(key, String(now));
  environment.reload();
  return true;
}

const CHUNK_ERROR =
  /failed to fetch dynamically imported module|error loading dynamically imported module|importing a module script failed|unable to preload css/i;

/** Whether an error is a page chunk that failed to load (typically: a new build replaced it). */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_ERROR.test(error.message);
}
