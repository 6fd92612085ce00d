import { adminPageRoute } from './admin-page.ts';

/** `/admin/articles`: the articles with search, filters, order and pages. */
const articlesRoute = adminPageRoute({
  path: '/admin/articles',
  title: 'Articles',
  page: 'src/features/admin/articles/articles-page.tsx',
  filters: ['category', 'status'],
});

/** `/admin/articles/new`: write a new article. */
const newArticleRoute = adminPageRoute({
  path: '/admin/articles/new',
  title: 'New Article',
  page: 'src/features/admin/articles/article-editor-page.tsx',
});

/** `/admin/articles/{id}`: change an article, preview it, publish or schedule it; an unknown id says the article could
 * not be loaded. */
const editArticleRoute = adminPageRoute({
  path: '/admin/articles/$articleId',
  title: 'Edit Article',
  page: 'src/features/admin/articles/article-editor-page.tsx',
});

export const adminArticleRoutes = [articlesRoute, newArticleRoute, editArticleRoute] as const;
