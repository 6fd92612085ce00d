import {
  ARTICLE_RULES,
  instantToLocalDateTime,
  LOCAL_TIME_ZONE,
  localDateTimeToInstant,
  type Article,
  type ArticleCategory,
  type ArticleFields,
  type ArticleStatus,
  type Picture,
  type ValidationIssue,
} from '@app/domain';

/** An article as its editing form holds it: texts throughout, the publish instant as Florida wall-clock time. */
export interface ArticleFormValues {
  title: string;
  slug: string;
  category: ArticleCategory;
  excerpt: string;
  body: string;
  cover: Picture;
  /** An agent's id, or '' for the team. */
  authorAgentId: string;
  status: ArticleStatus;
  /** `YYYY-MM-DDTHH:mm` in Southwest Florida time, or '' for none. */
  publishedAt: string;
  tags: string[];
  seoTitle: string;
  seoDescription: string;
}

/** The form's values for a stored article, or for a new draft. */
export function articleFormValues(article: Article | null): ArticleFormValues {
  if (article === null)
    return {
      title: '',
      slug: '',
      category: 'buyer-resources',
      excerpt: '',
      body: '',
      cover: { url: '', alt: '' },
      authorAgentId: '',
      status: 'draft',
      publishedAt: '',
      tags: [],
      seoTitle: '',
      seoDescription: '',
    };
  return {
    title: article.title,
    slug: article.slug,
    category: article.category,
    excerpt: article.excerpt,
    body: article.body,
    cover: { ...article.cover },
    authorAgentId: article.authorAgentId ?? '',
    status: article.status,
    publishedAt: instantToLocalDateTime(article.publishedAt, LOCAL_TIME_ZONE),
    tags: [...article.tags],
    seoTitle: article.seoTitle ?? '',
    seoDescription: article.seoDescription ?? '',
  };
}

/**
 * The article fields the form's values stand for (what is sent to the server). A publish time
 * that is not a date and time is sent as typed, so the server's rule names it.
 */
export function articleFieldsFromForm(values: ArticleFormValues): ArticleFields {
  const publishedAt =
    values.publishedAt.trim() === ''
      ? null
      : (localDateTimeToInstant(values.publishedAt, LOCAL_TIME_ZONE) ?? values.publishedAt);
  return {
    ...values,
    cover: { ...values.cover },
    authorAgentId: values.authorAgentId === '' ? null : values.authorAgentId,
    publishedAt,
    seoTitle: values.seoTitle,
    seoDescription: values.seoDescription,
  };
}

/** Every problem with the form's values, by the same domain rules the server applies. */
export function articleFormIssues(values: ArticleFormValues): ValidationIssue[] {
  return ARTICLE_RULES.issues(ARTICLE_RULES.normalize(articleFieldsFromForm(values)));
}
