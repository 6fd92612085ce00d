import { FETCH_RETRIES } from '../shared/constants.ts';

/** HTTP statuses a retry may cure (bad gateway, unavailable, gateway timeout). */
export const RETRYABLE_STATUSES: readonly number[] = [502, 503, 504];

/** Whether a thrown error is a network failure (fetch rejects with a TypeError), not an HTTP answer. */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError;
}

/**
 * Whether the app's fetch tries again after a failure: only on network failure,
 * at most 3 retries (attempts 0..2 may retry; attempt 3 is the last).
 */
export function shouldRetryFetch(attempt: number, error: unknown): boolean {
  return attempt < FETCH_RETRIES && isNetworkFailure(error);
}

/** Whether an auth call failed in a way a retry may cure: status 502, 503, 504 or a network failure. */
export function isRetryableAuthFailure(failure: { status?: number; error?: unknown }): boolean {
  if (failure.status !== undefined) return RETRYABLE_STATUSES.includes(failure.status);
  return isNetworkFailure(failure.error);
}
