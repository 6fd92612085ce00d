import type { ValidationIssue } from '../errors/domain-error.ts';
import { ARTICLE_CATEGORIES, ARTICLE_STATUSES, type Article } from './article.ts';
import type { ContentFields } from './content-entity.ts';
import {
  isInstant,
  oneOfIssues,
  referenceIssues,
  RICH_TEXT_BODY_MAX,
  slugIssues,
  textIssues,
} from './content-field-rules.ts';
import { blankToNull, cleanList, cleanPicture, trimmed } from './content-normalize.ts';
import type { ContentRules } from './content-validation.ts';
import { listIssues, pictureIssues } from './content-value-rules.ts';

export type ArticleFields = ContentFields<Article>;

function publicationIssues(fields: ArticleFields): ValidationIssue[] {
  if (fields.publishedAt !== null && !isInstant(fields.publishedAt))
    return [{ field: 'publishedAt', message: 'The publish date must be a date and time, e.g. 2026-03-01T09:00:00Z' }];
  if (fields.status === 'published' && fields.publishedAt === null)
    return [{ field: 'publishedAt', message: 'Choose when the article is published' }];
  return [];
}

/**
 * Every problem with an article: title (up to 150), slug, category and status from their lists,
 * an excerpt (up to 300); a body (up to 100,000 characters) that a published article must have;
 * a cover with alt text when set; an author that is an agent id or none; a published article
 * needs its publish instant; up to 10 tags of up to 40 characters; search title up to 70 and
 * description up to 160 characters.
 */
export function articleIssues(fields: ArticleFields): ValidationIssue[] {
  return [
    ...textIssues('title', fields.title, { label: 'Title', max: 150, required: true }),
    ...slugIssues('slug', fields.slug),
    ...oneOfIssues('category', fields.category, ARTICLE_CATEGORIES, 'Category'),
    ...textIssues('excerpt', fields.excerpt, { label: 'Excerpt', max: 300, required: true }),
    ...textIssues('body', fields.body, {
      label: 'Body',
      max: RICH_TEXT_BODY_MAX,
      required: fields.status === 'published',
    }),
    ...pictureIssues('cover', fields.cover, false),
    ...referenceIssues('authorAgentId', fields.authorAgentId, 'The author'),
    ...oneOfIssues('status', fields.status, ARTICLE_STATUSES, 'Status'),
    ...publicationIssues(fields),
    ...listIssues('tags', fields.tags, { label: 'Tags', maxItems: 10, maxLength: 40 }),
    ...textIssues('seoTitle', fields.seoTitle ?? '', { label: 'Search title', max: 70 }),
    ...textIssues('seoDescription', fields.seoDescription ?? '', { label: 'Search description', max: 160 }),
  ];
}

/** Trims every text, drops blank tags and turns blank search texts and publish dates into null. */
export function normalizeArticle(fields: ArticleFields): ArticleFields {
  return {
    ...fields,
    slug: trimmed(fields.slug),
    title: trimmed(fields.title),
    excerpt: trimmed(fields.excerpt),
    body: trimmed(fields.body),
    cover: cleanPicture(fields.cover),
    publishedAt: blankToNull(fields.publishedAt),
    tags: cleanList(fields.tags),
    seoTitle: blankToNull(fields.seoTitle),
    seoDescription: blankToNull(fields.seoDescription),
  };
}

/** The editing rules of articles. */
export const ARTICLE_RULES: ContentRules<Article> = { normalize: normalizeArticle, issues: articleIssues };
