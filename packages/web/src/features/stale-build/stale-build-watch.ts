import type { FetchLike } from '../../services/http/app-fetch.ts';
import { reloadOnce } from './reload-once.ts';

/** How often an open page asks whether a newer build was deployed. */
const BUILD_POLL_INTERVAL_MS = 5 * 60_000;

/** The answer of /builds/latest.json. */
export interface LatestBuild {
  readonly id: string;
  readonly builtAt: string;
}

/** Asks the server for the latest build; true when it differs from the page's own build. */
async function isNewerBuildDeployed(fetchFn: FetchLike, currentBuild: string): Promise<boolean> {
  if (currentBuild === '') return false;
  const response = await fetchFn('/builds/latest.json', { cache: 'no-store' });
  if (!response.ok) return false;
  const latest = (await response.json()) as Partial<LatestBuild>;
  return typeof latest.id === 'string' && latest.id !== currentBuild;
}

/**
 * Polls /builds/latest.json (every 5 minutes and whenever the tab becomes visible) and reloads
 * on a new build; also reloads when Vite reports a failed chunk preload.
 */
export function startStaleBuildWatch(options: { currentBuild: () => string; fetchFn: FetchLike }): () => void {
  const check = () => {
    isNewerBuildDeployed(options.fetchFn, options.currentBuild())
      .then((stale) => stale && reloadOnce())
      .catch(() => undefined);
  };
  const onVisible = () => document.visibilityState === 'visible' && check();
  const onPreloadError = (event: Event) => {
    if (reloadOnce()) event.preventDefault();
  };
  const timer = window.setInterval(check, BUILD_POLL_INTERVAL_MS);
  document.addEventListener('visibilitychange', onVisible);
  window.addEventListener('vite:preloadError', onPreloadError);
  return () => {
    window.clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisible);
    window.removeEventListener('vite:preloadError', onPreloadError);
  };
}
