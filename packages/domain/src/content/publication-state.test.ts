import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Article } from './article.ts';
import type { Banner } from './banner.ts';
import { ARTICLES, BANNERS } from './content-collections.ts';
import { isVisibleAt } from './content-visibility.ts';
import { articlePublicationState, bannerScheduleState } from './publication-state.ts';

const NOW = '2026-03-01T12:00:00.000Z';
const instant = fc
  .integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2030, 0, 1) })
  .map((ms) => new Date(ms).toISOString());
const maybeInstant = fc.option(instant, { nil: null });

describe(articlePublicationState, () => {
  it('tells drafts, scheduled and published articles apart', () => {
    expect(articlePublicationState({ status: 'draft', publishedAt: '2026-01-01T00:00:00.000Z' }, NOW)).toBe('draft');
    expect(articlePublicationState({ status: 'published', publishedAt: '2026-04-01T09:00:00.000Z' }, NOW)).toBe(
      'scheduled',
    );
    expect(articlePublicationState({ status: 'published', publishedAt: NOW }, NOW)).toBe('published');
  });

  it('calls an article published exactly when the public site shows it', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('draft' as const, 'published' as const),
        maybeInstant,
        instant,
        (status, publishedAt, at) => {
          const visible = isVisibleAt(ARTICLES, { status, publishedAt } as Article, at);
          expect(articlePublicationState({ status, publishedAt }, at) === 'published').toBe(visible);
        },
      ),
    );
  });
});

describe(bannerScheduleState, () => {
  it('tells disabled, scheduled, live and ended banners apart', () => {
    expect(bannerScheduleState({ enabled: false, startsAt: null, endsAt: null }, NOW)).toBe('disabled');
    expect(bannerScheduleState({ enabled: true, startsAt: '2026-03-02T00:00:00.000Z', endsAt: null }, NOW)).toBe(
      'scheduled',
    );
    expect(bannerScheduleState({ enabled: true, startsAt: null, endsAt: NOW }, NOW)).toBe('ended');
    expect(bannerScheduleState({ enabled: true, startsAt: NOW, endsAt: '2026-03-02T00:00:00.000Z' }, NOW)).toBe('live');
  });

  it('calls a banner live exactly when the public site shows it', () => {
    fc.assert(
      fc.property(fc.boolean(), maybeInstant, maybeInstant, instant, (enabled, startsAt, endsAt, at) => {
        const visible = isVisibleAt(BANNERS, { enabled, startsAt, endsAt } as Banner, at);
        expect(bannerScheduleState({ enabled, startsAt, endsAt }, at) === 'live').toBe(visible);
      }),
    );
  });
});
