import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FETCH_RETRIES } from '../shared/constants.ts';
import { isNetworkFailure, isRetryableAuthFailure, RETRYABLE_STATUSES, shouldRetryFetch } from './fetch-retry.ts';

const NETWORK_FAILURE = new TypeError('fetch failed');

describe(isNetworkFailure, () => {
  it('counts a rejected fetch (a TypeError) as a network failure', () => {
    expect(isNetworkFailure(NETWORK_FAILURE)).toBe(true);
  });

  it('does not count other errors or values', () => {
    for (const error of [new Error('500'), new RangeError('x'), 'fetch failed', null, undefined, { name: 'TypeError' }])
      expect(isNetworkFailure(error)).toBe(false);
  });

  it('holds for every TypeError and for nothing else', () => {
    fc.assert(
      fc.property(fc.string(), fc.anything(), (message, value) => {
        expect(isNetworkFailure(new TypeError(message))).toBe(true);
        expect(isNetworkFailure(value)).toBe(false);
      }),
    );
  });
});

describe(shouldRetryFetch, () => {
  it('retries a network failure up to 3 times', () => {
    expect(FETCH_RETRIES).toBe(3);
    expect([0, 1, 2, 3].map((attempt) => shouldRetryFetch(attempt, NETWORK_FAILURE))).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });

  it('never retries anything but a network failure', () => {
    expect(shouldRetryFetch(0, new Error('HTTP 503'))).toBe(false);
  });

  it('makes at most 4 attempts in all when the network keeps failing', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), (failuresBeforeSuccess) => {
        let attempts = 0;
        for (;;) {
          attempts += 1;
          const failed = attempts <= failuresBeforeSuccess;
          if (!failed || !shouldRetryFetch(attempts - 1, NETWORK_FAILURE)) break;
        }
        expect(attempts).toBe(Math.min(failuresBeforeSuccess + 1, FETCH_RETRIES + 1));
      }),
    );
  });
});

describe(isRetryableAuthFailure, () => {
  it('retries statuses 502, 503 and 504 and network failures', () => {
    expect(RETRYABLE_STATUSES).toEqual([502, 503, 504]);
    for (const status of [502, 503, 504]) expect(isRetryableAuthFailure({ status })).toBe(true);
    expect(isRetryableAuthFailure({ error: NETWORK_FAILURE })).toBe(true);
  });

  it('does not retry other statuses, even with a TypeError attached', () => {
    for (const status of [400, 401, 429, 500])
      expect(isRetryableAuthFailure({ status, error: NETWORK_FAILURE })).toBe(false);
    expect(isRetryableAuthFailure({ error: new Error('x') })).toBe(false);
  });

  it('retries a status exactly when it is 502, 503 or 504', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 599 }), (status) => {
        expect(isRetryableAuthFailure({ status })).toBe(status >= 502 && status <= 504);
      }),
    );
  });
});
