import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countsAsPageView, daysEndingAt, localDay, pageViewPath } from './page-view.ts';

const browser = {
  method: 'GET',
  path: '/',
  status: 200,
  userAgent: 'Mozilla/5.0 (Macintosh) Safari/605.1.15',
  purpose: null,
};

describe(pageViewPath, () => {
  it('drops the query, the fragment and a trailing slash', () => {
    expect(pageViewPath('/search?city=Naples#results')).toBe('/search');
    expect(pageViewPath('/communities/')).toBe('/communities');
    expect(pageViewPath('/')).toBe('/');
  });

  it('refuses what is not a plain absolute path, or is too long', () => {
    for (const path of ['search', '//evil.example/x', `/${'a'.repeat(300)}`]) expect(pageViewPath(path)).toBeNull();
  });

  it('answers an absolute path without query, fragment or trailing slash, and is idempotent', () => {
    fc.assert(
      fc.property(fc.webPath(), fc.webQueryParameters(), (path, query) => {
        const counted = pageViewPath(`/${path.replace(/^\/+/, '')}?${query}`);
        if (counted === null) return;
        expect(counted.startsWith('/')).toBe(true);
        expect(counted === '/' || !counted.endsWith('/')).toBe(true);
        expect(counted).not.toMatch(/[?#]/);
        expect(pageViewPath(counted)).toBe(counted);
      }),
      { numRuns: 40 },
    );
  });
});

describe(countsAsPageView, () => {
  it('counts a browser loading a public page', () => {
    expect(countsAsPageView(browser)).toBe(true);
    expect(countsAsPageView({ ...browser, path: '/administrators-guide' })).toBe(true);
  });

  it('leaves out bots, prefetches, errors, other methods and requests without a user agent', () => {
    expect(countsAsPageView({ ...browser, userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1)' })).toBe(false);
    expect(countsAsPageView({ ...browser, userAgent: null })).toBe(false);
    expect(countsAsPageView({ ...browser, purpose: 'prefetch;prerender' })).toBe(false);
    expect(countsAsPageView({ ...browser, status: 404 })).toBe(false);
    expect(countsAsPageView({ ...browser, method: 'HEAD' })).toBe(false);
  });

  it('leaves out the admin area, sign-in and its neighbours, in any case', () => {
    for (const path of [
      '/admin',
      '/admin/contacts',
      '/ADMIN/users',
      '/Admin-Console-Login',
      '/admin-console-login',
      '/reset-password?code=x',
      '/not-authorized',
    ])
      expect(countsAsPageView({ ...browser, path })).toBe(false);
  });
});

describe(localDay, () => {
  it('answers the Southwest Florida day, across midnight UTC and daylight saving', () => {
    expect(localDay(Date.parse('2026-03-02T03:00:00Z'))).toBe('2026-03-01');
    expect(localDay(Date.parse('2026-07-01T04:30:00Z'))).toBe('2026-07-01');
    expect(localDay(Date.parse('2026-07-01T03:30:00Z'))).toBe('2026-06-30');
  });
});

describe(daysEndingAt, () => {
  it('lists consecutive days, oldest first, across months and leap days', () => {
    expect(daysEndingAt('2028-03-01', 3)).toEqual(['2028-02-28', '2028-02-29', '2028-03-01']);
  });

  it('answers count days ending with the last, one day apart', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        fc.integer({ min: 1, max: 60 }),
        (date, count) => {
          const last = date.toISOString().slice(0, 10);
          const days = daysEndingAt(last, count);
          expect(days).toHaveLength(count);
          expect(days.at(-1)).toBe(last);
          for (let index = 1; index < days.length; index += 1)
            expect(Date.parse(`${days[index]}T00:00:00Z`) - Date.parse(`${days[index - 1]}T00:00:00Z`)).toBe(
              86_400_000,
            );
        },
      ),
    );
  });
});
