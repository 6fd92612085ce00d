import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isFresh,
  isOlderThan,
  shouldFetchAdminFooter,
  shouldFetchFeaturedProperties,
  shouldFetchPublicFooter,
} from './cache-policy.ts';

const MINUTE = 60_000;
const NOW = Date.parse('2025-03-01T12:00:00.000Z');
const fetchedAgo = (ms: number) => ({ lastFetched: NOW - ms, now: NOW });
const age = fc.integer({ min: 0, max: 2 * 60 * MINUTE });

describe(isFresh, () => {
  it('is fresh while younger than the maximum age', () => {
    expect(isFresh(fetchedAgo(MINUTE - 1), MINUTE)).toBe(true);
    expect(isFresh(fetchedAgo(MINUTE), MINUTE)).toBe(false);
  });

  it('is never fresh when nothing was fetched', () => {
    expect(isFresh({ lastFetched: null, now: NOW }, Number.MAX_SAFE_INTEGER)).toBe(false);
  });

  it('is monotonic in age: data that is fresh at some age is fresh at every younger age', () => {
    fc.assert(
      fc.property(age, age, fc.integer({ min: 1, max: 60 * MINUTE }), (a, b, maxAge) => {
        const [younger, older] = a <= b ? [a, b] : [b, a];
        if (isFresh(fetchedAgo(older), maxAge)) expect(isFresh(fetchedAgo(younger), maxAge)).toBe(true);
      }),
    );
  });
});

describe(isOlderThan, () => {
  it('is older only past the maximum age', () => {
    expect(isOlderThan(fetchedAgo(MINUTE), MINUTE)).toBe(false);
    expect(isOlderThan(fetchedAgo(MINUTE + 1), MINUTE)).toBe(true);
  });

  it('counts never-fetched data as older than any age', () => {
    expect(isOlderThan({ lastFetched: null, now: NOW }, Number.MAX_SAFE_INTEGER)).toBe(true);
  });

  it('is never both older than and fresh for the same maximum age', () => {
    fc.assert(
      fc.property(age, fc.integer({ min: 1, max: 60 * MINUTE }), (ms, maxAge) => {
        expect(isOlderThan(fetchedAgo(ms), maxAge) && isFresh(fetchedAgo(ms), maxAge)).toBe(false);
      }),
    );
  });
});

describe(shouldFetchPublicFooter, () => {
  it('skips data under 30 minutes old', () => {
    expect(shouldFetchPublicFooter(fetchedAgo(29 * MINUTE))).toBe(false);
  });

  it('fetches data 30 minutes old or older, and when nothing was fetched', () => {
    expect(shouldFetchPublicFooter(fetchedAgo(30 * MINUTE))).toBe(true);
    expect(shouldFetchPublicFooter({ lastFetched: null, now: NOW })).toBe(true);
  });

  it('fetches fresh data when forced', () => {
    expect(shouldFetchPublicFooter({ ...fetchedAgo(0), force: true })).toBe(true);
  });

  it('fetches exactly when the data is 30 minutes old or more, unless forced', () => {
    fc.assert(
      fc.property(age, fc.boolean(), (ms, force) => {
        expect(shouldFetchPublicFooter({ ...fetchedAgo(ms), force })).toBe(force || ms >= 30 * MINUTE);
      }),
    );
  });
});

describe(shouldFetchAdminFooter, () => {
  it('always refetches by default, even fresh data', () => {
    expect(shouldFetchAdminFooter(fetchedAgo(0))).toBe(true);
  });

  it('skips data under 5 minutes old when not forced', () => {
    expect(shouldFetchAdminFooter({ ...fetchedAgo(5 * MINUTE - 1), force: false })).toBe(false);
    expect(shouldFetchAdminFooter({ ...fetchedAgo(5 * MINUTE), force: false })).toBe(true);
    expect(shouldFetchAdminFooter({ lastFetched: null, now: NOW, force: false })).toBe(true);
  });

  it('fetches whenever forced or not told otherwise, and after 5 minutes in any case', () => {
    fc.assert(
      fc.property(age, fc.constantFrom(true, false, undefined), (ms, force) => {
        expect(shouldFetchAdminFooter({ ...fetchedAgo(ms), force })).toBe(force !== false || ms >= 5 * MINUTE);
      }),
    );
  });
});

describe(shouldFetchFeaturedProperties, () => {
  it('refetches when empty, however fresh', () => {
    expect(shouldFetchFeaturedProperties({ ...fetchedAgo(0), count: 0 })).toBe(true);
  });

  it('keeps loaded data up to 15 minutes and refetches once it is older', () => {
    expect(shouldFetchFeaturedProperties({ ...fetchedAgo(15 * MINUTE), count: 4 })).toBe(false);
    expect(shouldFetchFeaturedProperties({ ...fetchedAgo(15 * MINUTE + 1), count: 4 })).toBe(true);
  });

  it('loads when nothing was fetched yet, and when forced', () => {
    expect(shouldFetchFeaturedProperties({ lastFetched: null, now: NOW, count: 0 })).toBe(true);
    expect(shouldFetchFeaturedProperties({ ...fetchedAgo(0), count: 4, force: true })).toBe(true);
  });

  it('fetches exactly when forced, empty or older than 15 minutes', () => {
    fc.assert(
      fc.property(age, fc.nat(30), fc.boolean(), (ms, count, force) => {
        expect(shouldFetchFeaturedProperties({ ...fetchedAgo(ms), count, force })).toBe(
          force || count === 0 || ms > 15 * MINUTE,
        );
      }),
    );
  });

  it('once it would refetch at some age, refetches at every greater age', () => {
    fc.assert(
      fc.property(age, age, fc.integer({ min: 1, max: 9 }), (a, b, count) => {
        const [younger, older] = a <= b ? [a, b] : [b, a];
        if (shouldFetchFeaturedProperties({ ...fetchedAgo(younger), count }))
          expect(shouldFetchFeaturedProperties({ ...fetchedAgo(older), count })).toBe(true);
      }),
    );
  });
});
