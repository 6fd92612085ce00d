import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { pageHead } from './page-head.ts';

describe(pageHead, () => {
  it('keeps the two-argument form: the page title (the head applies the template), description and their Open Graph and Twitter twins', () => {
    expect(pageHead('Contact Us', 'Reach the team').meta).toEqual([
      { title: 'Contact Us' },
      { name: 'description', content: 'Reach the team' },
      { property: 'og:description', content: 'Reach the team' },
      { name: 'twitter:description', content: 'Reach the team' },
    ]);
  });

  it('gives the home page no title of its own', () => {
    expect(pageHead().meta).toEqual([]);
  });

  it('adds the canonical path, type, picture and structured data of the options form', () => {
    const data = { '@context': 'https://schema.org', '@type': 'Article', headline: 'The Naples Pier' };
    const meta = pageHead({
      title: 'The Naples Pier',
      canonicalPath: '/resources/local-history/pier',
      type: 'article',
      image: { url: '/pier.jpg', alt: 'The pier' },
      jsonLd: [data],
    }).meta;
    expect(meta).toContainEqual({ property: 'og:url', content: '/resources/local-history/pier' });
    expect(meta).toContainEqual({ property: 'og:type', content: 'article' });
    expect(meta).toContainEqual({ property: 'og:image', content: '/pier.jpg' });
    expect(meta).toContainEqual({ property: 'og:image:alt', content: 'The pier' });
    expect(meta).toContainEqual({ 'script:ld+json': data });
    expect(meta.some((tag) => tag.name === 'description')).toBe(false);
  });

  it('answers the same tags for both forms of the same title and description', () => {
    fc.assert(
      fc.property(
        fc.option(fc.string({ minLength: 1 }), { nil: undefined }),
        fc.option(fc.string(), { nil: undefined }),
        (title, description) => {
          expect(pageHead({ title, description })).toEqual(pageHead(title, description));
          if (title !== undefined) expect(pageHead(title, description).meta[0]).toEqual({ title });
        },
      ),
    );
  });
});
