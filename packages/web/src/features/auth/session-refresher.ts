import {
  AUTO_REFRESH_TICK_MS,
  AuthError,
  refreshBackoffMs,
  shouldRefreshSession,
  shouldRetryRefresh,
  type Clock,
} from '@app/domain';
import type { AuthStore } from '../../stores/auth-store.ts';

/** What the refresher reads from its surroundings; the browser's by default, a test's in tests. */
export interface RefresherEnvironment {
  readonly clock: Clock;
  isVisible(): boolean;
  every(ms: number, tick: () => void): () => void;
  sleep(ms: number): Promise<void>;
}

function isRetryable(error: unknown): boolean {
  return !(error instanceof AuthError) || error.code === 'retryable_fetch_error';
}

/** One refresh, tried again with the spec's backoff (200 ms doubled) while the failure is retryable and within 30 s. */
export async function refreshWithRetry(store: AuthStore, env: RefresherEnvironment): Promise<void> {
  const startedAt = env.clock.now();
  for (let attempt = 1; ; attempt++) {
    try {
      await store.refresh();
      return;
    } catch (error) {
      if (!shouldRetryRefresh({ attempt, startedAt, now: env.clock.now(), retryable: isRetryable(error) })) {
        if (!isRetryable(error)) {
          store.state.status = 'signed-out';
          store.state.user = null;
        }
        return;
      }
      await env.sleep(refreshBackoffMs(attempt));
    }
  }
}

/**
 * Every 30 s tick, while the tab is visible and signed in, refreshes the session once it is within
 * 3 ticks of expiry. Answers the function that stops it.
 */
export function startSessionRefresher(store: AuthStore, env: RefresherEnvironment): () => void {
  let running = false;
  return env.every(AUTO_REFRESH_TICK_MS, () => {
    const expiresAt = store.state.expiresAt;
    if (running || store.state.status !== 'signed-in' || expiresAt === null) return;
    if (!shouldRefreshSession({ expiresAtSeconds: expiresAt, now: env.clock.now(), tabVisible: env.isVisible() }))
      return;
    running = true;
    void refreshWithRetry(store, env).finally(() => {
      running = false;
    });
  });
}

/** The browser's environment for the refresher. */
export const browserRefresherEnvironment: RefresherEnvironment = {
  clock: { now: () => Date.now() },
  isVisible: () => document.visibilityState === 'visible',
  every: (ms, tick) => {
    const handle = window.setInterval(tick, ms);
    return () => window.clearInterval(handle);
  },
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};
