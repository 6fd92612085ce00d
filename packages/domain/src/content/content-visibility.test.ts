import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Article } from './article.ts';
import type { Banner } from './banner.ts';
import { AGENTS, ARTICLES, BANNERS, SITE_PAGES } from './content-collections.ts';
import type { Agent } from './agent.ts';
import type { SitePage } from './site-page.ts';
import { isVisibleAt } from './content-visibility.ts';

const instant = fc
  .integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2030, 0, 1) })
  .map((ms) => new Date(ms).toISOString());
const maybeInstant = fc.option(instant, { nil: null });

describe(isVisibleAt, () => {
  it('shows an agent exactly when visible is true', () => {
    fc.assert(
      fc.property(fc.boolean(), instant, (visible, at) => isVisibleAt(AGENTS, { visible } as Agent, at) === visible),
    );
  });

  it('shows an article once published and its publish instant has passed', () => {
    const article = (status: Article['status'], publishedAt: string | null) => ({ status, publishedAt }) as Article;
    expect(isVisibleAt(ARTICLES, article('published', '2026-01-01T00:00:00.000Z'), '2026-01-01T00:00:00.000Z')).toBe(
      true,
    );
    expect(isVisibleAt(ARTICLES, article('published', '2026-01-02T00:00:00.000Z'), '2026-01-01T00:00:00.000Z')).toBe(
      false,
    );
    expect(isVisibleAt(ARTICLES, article('published', null), '2026-01-01T00:00:00.000Z')).toBe(false);
    fc.assert(
      fc.property(
        maybeInstant,
        instant,
        (publishedAt, at) => !isVisibleAt(ARTICLES, article('draft', publishedAt), at),
      ),
    );
  });

  it('shows an enabled banner from its start (inclusive) until its end (exclusive)', () => {
    fc.assert(
      fc.property(fc.boolean(), maybeInstant, maybeInstant, instant, (enabled, startsAt, endsAt, at) => {
        const expected = enabled && (startsAt === null || startsAt <= at) && (endsAt === null || at < endsAt);
        return isVisibleAt(BANNERS, { enabled, startsAt, endsAt } as Banner, at) === expected;
      }),
    );
  });

  it('always shows a site page', () => {
    fc.assert(fc.property(instant, (at) => isVisibleAt(SITE_PAGES, {} as SitePage, at)));
  });
});
