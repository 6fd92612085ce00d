import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { RouterManagedTag } from '@tanstack/react-router';
import { titleTags } from './title-tags.ts';

const TITLES = {
  titleTemplate: '%s | Palmetto Realty Group',
  homeTitle: "Palmetto Realty Group | Southwest Florida's Premier Real Estate Team",
};
const charset: RouterManagedTag = { tag: 'meta', attrs: { charSet: 'utf-8' } };
const description: RouterManagedTag = { tag: 'meta', attrs: { name: 'description', content: 'Homes' } };

const titlesOf = (tags: RouterManagedTag[]) => [
  tags.find((tag) => tag.tag === 'title')?.children,
  tags.find((tag) => tag.attrs?.property === 'og:title')?.attrs?.content,
  tags.find((tag) => tag.attrs?.name === 'twitter:title')?.attrs?.content,
];

describe(titleTags, () => {
  it("puts the page's title in the template, for <title>, og:title and twitter:title, where the title was", () => {
    const tags = titleTags(
      [
        charset,
        { tag: 'title', children: 'Contact Us' },
        { tag: 'meta', attrs: { property: 'og:title', content: 'Contact Us' } },
        description,
      ],
      TITLES,
    );
    expect(tags).toEqual([
      charset,
      { tag: 'title', children: 'Contact Us | Palmetto Realty Group' },
      { tag: 'meta', attrs: { property: 'og:title', content: 'Contact Us | Palmetto Realty Group' } },
      { tag: 'meta', attrs: { name: 'twitter:title', content: 'Contact Us | Palmetto Realty Group' } },
      description,
    ]);
  });

  it('gives a page without a title (the home page) the home title', () => {
    expect(titlesOf(titleTags([charset, description], TITLES))).toEqual(Array(3).fill(TITLES.homeTitle));
  });

  it('writes exactly one of each title tag, all three the same, and keeps every other tag in order', () => {
    const other = fc.constantFrom<RouterManagedTag>(charset, description, {
      tag: 'link',
      attrs: { rel: 'icon', href: '/favicon.svg' },
    });
    const titled = fc.string({ minLength: 1 }).map((text): RouterManagedTag => ({ tag: 'title', children: text }));
    fc.assert(
      fc.property(fc.array(fc.oneof(other, titled), { maxLength: 8 }), (tags) => {
        const result = titleTags(tags, TITLES);
        expect(result.filter((tag) => tag.tag === 'title')).toHaveLength(1);
        expect(new Set(titlesOf(result)).size).toBe(1);
        expect(
          result.filter(
            (tag) =>
              tag.tag !== 'title' &&
              !['og:title', 'twitter:title'].includes(String(tag.attrs?.property ?? tag.attrs?.name)),
          ),
        ).toEqual(tags.filter((tag) => tag.tag !== 'title'));
      }),
    );
  });
});
