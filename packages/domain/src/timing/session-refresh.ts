import {
  AUTO_REFRESH_THRESHOLD_TICKS,
  AUTO_REFRESH_TICK_MS,
  REFRESH_RETRY_BASE_MS,
  REFRESH_RETRY_BUDGET_MS,
} from '../shared/constants.ts';

/** Whole 30 s ticks left before a session expires (expiresAt in seconds, now in ms). */
export function ticksUntilExpiry(expiresAtSeconds: number, now: number): number {
  return Math.floor((expiresAtSeconds * 1000 - now) / AUTO_REFRESH_TICK_MS);
}

/**
 * Whether the auto-refresh renews the session now: only while the tab is visible,
 * and when the session is within 3 ticks (90 s) of expiry.
 */
export function shouldRefreshSession(input: { expiresAtSeconds: number; now: number; tabVisible: boolean }): boolean {
  return input.tabVisible && ticksUntilExpiry(input.expiresAtSeconds, input.now) <= AUTO_REFRESH_THRESHOLD_TICKS;
}

/** Wait before refresh attempt n (n >= 1): 200 ms doubled each attempt (200, 400, 800, ...). */
export function refreshBackoffMs(attempt: number): number {
  return attempt <= 0 ? 0 : REFRESH_RETRY_BASE_MS * 2 ** (attempt - 1);
}

/**
 * Whether a failed refresh is tried again: only for a retryable failure, and only while the
 * next wait still ends within 30 s of the first attempt.
 */
export function shouldRetryRefresh(input: {
  attempt: number;
  startedAt: number;
  now: number;
  retryable: boolean;
}): boolean {
  const nextWait = REFRESH_RETRY_BASE_MS * 2 ** input.attempt;
  return input.retryable && input.now + nextWait - input.startedAt < REFRESH_RETRY_BUDGET_MS;
}
