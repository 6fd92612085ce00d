import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { FixedClock, createInMemoryContentRepositories, exampleArticleFields } from '@app/testing';
import {
  contentImageUsages,
  createFindImageUsages,
  describeImageUsages,
  settingsImageUsages,
  type ImageUsage,
} from './image-usage.ts';

const usage = (title: string): ImageUsage => ({ area: 'articles', label: 'Article', id: title, title });

describe(describeImageUsages, () => {
  it('names up to five records, then how many more', () => {
    expect(describeImageUsages([usage('A')])).toBe('Article "A"');
    expect(describeImageUsages([usage('A'), usage('B')])).toBe('Article "A" and Article "B"');
    expect(describeImageUsages(['A', 'B', 'C', 'D', 'E', 'F', 'G'].map(usage))).toBe(
      'Article "A", Article "B", Article "C", Article "D", Article "E" and 2 more',
    );
  });

  it('mentions every record when there are five or fewer (property)', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.stringMatching(/^[A-Z][a-z]{2,8}$/), { minLength: 1, maxLength: 5 }), (titles) => {
        const text = describeImageUsages(titles.map(usage));
        for (const title of titles) expect(text).toContain(`"${title}"`);
      }),
    );
  });
});

describe(settingsImageUsages, () => {
  it('reports the settings when they contain the image address', async () => {
    const usage = { area: 'seo_settings', label: 'Settings', id: 'seo', title: 'SEO & answer engines' };
    const id = '55555555-5555-4555-8555-555555555555';
    const find = createFindImageUsages([
      settingsImageUsages(
        { get: async () => ({ shareImage: { url: `/media/images/${id}/1280.webp`, alt: 'x' } }) },
        usage,
      ),
    ]);
    expect(await find(id)).toEqual([usage]);
    expect(await find('66666666-6666-4666-8666-666666666666')).toEqual([]);
  });
});

describe(contentImageUsages, () => {
  it('finds pictures inside rich-text bodies, drafts included', async () => {
    const content = createInMemoryContentRepositories(new FixedClock());
    const id = '33333333-3333-4333-8333-333333333333';
    await content.articles.create(
      exampleArticleFields({
        title: 'Draft',
        status: 'draft',
        body: `<p><img src="/media/images/${id}/640.webp" alt="x"></p>`,
      }),
    );
    await content.articles.create(exampleArticleFields({ slug: 'other', title: 'Other', body: '<p>No picture</p>' }));
    const find = createFindImageUsages([contentImageUsages(content)]);
    expect((await find(id)).map((found) => found.title)).toEqual(['Draft']);
    expect(await find('44444444-4444-4444-8444-444444444444')).toEqual([]);
  });
});
