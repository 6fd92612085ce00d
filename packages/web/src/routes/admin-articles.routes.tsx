import { createRoute } from '@tanstack/react-router';
import { adminPage } from './admin-page.ts';
import { pageHead } from './page-head.ts';
import { rootRoute } from './root.route.tsx';

/** `/admin/articles`: the articles with search, filters, order and pages. */
const articlesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin/articles',
  head: () => pageHead('Articles · Admin'),
  component: adminPage('src/features/admin/articles/articles-page.tsx'),
});

const editorPage = adminPage('src/features/admin/articles/article-editor-page.tsx');

/** `/admin/articles/new`: write a new article. */
const newArticleRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin/articles/new',
  head: () => pageHead('New Article · Admin'),
  component: editorPage,
});

/** `/admin/articles/{id}`: change an article, preview it, publish or schedule it. */
const editArticleRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin/articles/$articleId',
  head: () => pageHead('Edit Article · Admin'),
  component: editorPage,
});

export const adminArticleRoutes = [articlesRoute, newArticleRoute, editArticleRoute] as const;
