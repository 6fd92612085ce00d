import type { Agent, Article } from '@app/domain';
import { SCHEMA_CONTEXT, absoluteUrl, compactJsonLd, type JsonLdObject } from './json-ld.ts';
import { organizationId, teamId } from './organization-json-ld.ts';
import { personId } from './person-json-ld.ts';

/** Longest headline search engines take for an article. */
const HEADLINE_MAX = 110;

/**
 * schema.org `Article` for an article's page: headline, description, cover, dates, keywords,
 * the author (the agent's Person, or the team when no agent wrote it) and the brokerage as
 * publisher (both by `@id`). `path` is the article's site-relative path.
 */
export function articleJsonLd(
  article: Article,
  options: { siteUrl: string; path: string; author: Pick<Agent, 'slug' | 'name'> | null; section?: string },
): JsonLdObject {
  const { siteUrl } = options;
  const url = absoluteUrl(siteUrl, options.path);
  const headline = article.seoTitle ?? article.title;
  return compactJsonLd({
    '@context': SCHEMA_CONTEXT,
    '@type': 'Article',
    headline: headline.length > HEADLINE_MAX ? `${headline.slice(0, HEADLINE_MAX - 1).trimEnd()}…` : headline,
    description: article.seoDescription ?? article.excerpt,
    image: article.cover.url === '' ? null : [absoluteUrl(siteUrl, article.cover.url)],
    datePublished: article.publishedAt,
    dateModified: article.updatedAt,
    author:
      options.author === null
        ? { '@id': teamId(siteUrl) }
        : { '@type': 'Person', '@id': personId(siteUrl, options.author), name: options.author.name },
    publisher: { '@id': organizationId(siteUrl) },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    articleSection: options.section,
    keywords: article.tags.join(', '),
  });
}
