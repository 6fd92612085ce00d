import { pageHead } from '../seo/page-head.ts';
import { articleJsonLd } from '../seo/article-json-ld.ts';
import { breadcrumbJsonLd } from '../seo/breadcrumb-json-ld.ts';
import { articlePagePath, articleTrail } from './article-trail.ts';
import type { ArticlePageData } from './load-article.ts';

/** The head of an article's page: its SEO title and description, cover as the preview, Article and BreadcrumbList data.
 * */
export function articleHead(data: ArticlePageData, siteUrl: string) {
  const { article, author, categoryLabel } = data;
  const path = articlePagePath(data);
  return pageHead({
    title: article.seoTitle ?? article.title,
    description: article.seoDescription ?? article.excerpt,
    canonicalPath: path,
    type: 'article',
    image: article.cover,
    jsonLd: [
      articleJsonLd(article, {
        siteUrl,
        path,
        author: author.slug === null ? null : { slug: author.slug, name: author.name },
        section: categoryLabel,
      }),
      breadcrumbJsonLd(articleTrail(data), siteUrl),
    ],
  });
}
