import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  agentFieldsArbitrary,
  articleFieldsArbitrary,
  bannerFieldsArbitrary,
  communityFieldsArbitrary,
  contentTimestampArbitrary,
  createInMemoryContentRepositories,
  exampleBannerFields,
  FixedClock,
  sitePageFieldsArbitrary,
} from '@app/testing';
import {
  ANOTHER_BANNER_IS_SHOWING,
  liveStatus,
  liveStatusLabel,
  showingBannerIds,
  type LiveStatusWord,
} from './live-status.ts';
import { createPublicContent } from './public-content.ts';

const NOW = '2026-03-01T12:00:00.000Z';
const RUNS = { numRuns: 40 };

/** The repositories and the public content the site reads, at `now`. */
function siteAt(now: string) {
  const clock = new FixedClock(Date.parse(now));
  const repositories = createInMemoryContentRepositories(clock);
  return { repositories, content: createPublicContent(repositories, clock) };
}

describe(liveStatus, () => {
  it('says "On the site" for one of three live home-hero banners and why the other two do not show', async () => {
    const { repositories, content } = siteAt(NOW);
    for (const sortOrder of [3, 1, 2])
      await repositories.banners.create(exampleBannerFields({ title: `Banner ${sortOrder}`, sortOrder }));
    const showing = await showingBannerIds(content);
    const labels = repositories.banners
      .all()
      .map((banner) => [
        banner.title,
        liveStatusLabel(liveStatus('banner', banner, NOW, { showingBannerIds: showing })),
      ]);
    expect(Object.fromEntries(labels)).toEqual({
      'Banner 1': 'On the site',
      'Banner 2': `Hidden: ${ANOTHER_BANNER_IS_SHOWING}`,
      'Banner 3': `Hidden: ${ANOTHER_BANNER_IS_SHOWING}`,
    });
  });

  it('tells switched-off, scheduled and ended banners apart, and drafts from scheduled articles', async () => {
    const { repositories } = siteAt(NOW);
    const banner = async (fields: Parameters<typeof exampleBannerFields>[0]) =>
      liveStatus('banner', await repositories.banners.create(exampleBannerFields(fields)), NOW).word;
    expect(await banner({ enabled: false })).toBe('Hidden');
    expect(await banner({ startsAt: '2026-04-01T00:00:00.000Z' })).toBe('Scheduled');
    expect(await banner({ endsAt: '2026-02-01T00:00:00.000Z' })).toBe('Ended');
  });

  it('says "On the site" for a banner exactly when its placement shows it now, with the reason otherwise', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(bannerFieldsArbitrary, { maxLength: 6 }),
        contentTimestampArbitrary,
        async (all, now) => {
          const { repositories, content } = siteAt(now);
          for (const fields of all) await repositories.banners.create(fields);
          const showing = await showingBannerIds(content);
          for (const banner of repositories.banners.all()) {
            const listed = (await content.banners(banner.placement)).some((shown) => shown.id === banner.id);
            const status = liveStatus('banner', banner, now, { showingBannerIds: showing });
            expect(status.word === 'On the site').toBe(showing.includes(banner.id));
            expect(status.reason === ANOTHER_BANNER_IS_SHOWING).toBe(listed && !showing.includes(banner.id));
          }
        },
      ),
      RUNS,
    );
  });

  const lookups = [
    ['article', articleFieldsArbitrary, 'articles', 'article'],
    ['agent', agentFieldsArbitrary, 'agents', 'agent'],
    ['community', communityFieldsArbitrary, 'communities', 'community'],
    ['site-page', sitePageFieldsArbitrary, 'sitePages', 'page'],
  ] as const;

  it.each(lookups)(
    'says "On the site" for a %s exactly when its public page shows it now',
    async (kind, fields, store, lookup) => {
      await fc.assert(
        fc.asyncProperty(fields, contentTimestampArbitrary, async (recordFields, now) => {
          const { repositories, content } = siteAt(now);
          const record = await (
            repositories[store].create as (value: typeof recordFields) => Promise<{ slug: string }>
          )(recordFields);
          const shown = (await content[lookup](record.slug)) !== null;
          const word: LiveStatusWord = liveStatus(kind, record as never, now).word;
          expect(word === 'On the site').toBe(shown);
          expect(['Draft', 'Scheduled', 'On the site', 'Hidden']).toContain(word);
        }),
        RUNS,
      );
    },
  );
});
