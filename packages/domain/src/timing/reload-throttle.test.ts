import { pathArbitrary } from '@app/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RELOAD_TTL_MS } from '../shared/constants.ts';
import { mayReload, reloadKey } from './reload-throttle.ts';

const NOW = Date.parse('2025-03-01T12:00:00.000Z');

describe(reloadKey, () => {
  it('keeps one key per path', () => {
    expect(reloadKey('/search')).toBe('reload-at:/search');
  });

  it('gives different paths different keys', () => {
    fc.assert(
      fc.property(pathArbitrary(), pathArbitrary(), (a, b) => {
        expect(reloadKey(a) === reloadKey(b)).toBe(a === b);
      }),
    );
  });
});

describe(mayReload, () => {
  it('reloads when the path never reloaded', () => {
    expect(mayReload({ lastReloadAt: null, now: NOW })).toBe(true);
  });

  it('reloads at most once per 10 s', () => {
    expect(RELOAD_TTL_MS).toBe(10_000);
    expect(mayReload({ lastReloadAt: NOW - 9_999, now: NOW })).toBe(false);
    expect(mayReload({ lastReloadAt: NOW - 10_000, now: NOW })).toBe(true);
  });

  it('reloads when the stored time lies in the future (a clock change), rather than never again', () => {
    expect(mayReload({ lastReloadAt: NOW + 60_000, now: NOW })).toBe(true);
  });

  it('never allows two reloads of one path within 10 s when each reload records its time', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 5_000 }), { minLength: 1, maxLength: 40 }), (gaps) => {
        let now = NOW;
        let lastReloadAt: number | null = null;
        const reloads: number[] = [];
        for (const gap of gaps) {
          now += gap;
          if (mayReload({ lastReloadAt, now })) {
            reloads.push(now);
            lastReloadAt = now;
          }
        }
        for (let i = 1; i < reloads.length; i += 1)
          expect(reloads[i]! - reloads[i - 1]!).toBeGreaterThanOrEqual(RELOAD_TTL_MS);
      }),
    );
  });
});
