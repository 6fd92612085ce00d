import type { ArticleFields } from '@app/domain';

/** A demo article whose author is named by agent slug (the seed looks up the agent's id). */
export interface DemoArticle extends Omit<ArticleFields, 'authorAgentId'> {
  readonly authorSlug: string | null;
}

/** A demo article: published at the given instant, or a draft when it is null; search texts default to the title and
 * excerpt. */
export function demoArticle(
  fields: Omit<DemoArticle, 'status' | 'publishedAt' | 'seoTitle' | 'seoDescription'>,
  publishedAt: string | null,
): DemoArticle {
  return {
    ...fields,
    status: publishedAt === null ? 'draft' : 'published',
    publishedAt,
    seoTitle: null,
    seoDescription: null,
  };
}
