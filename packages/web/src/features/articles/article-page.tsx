import { getRouteApi } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { ArticleView } from './article-view.tsx';

const route = getRouteApi('/resources/$categorySlug/$articleSlug');

/**
 * The page of a published article. (The return type is written out: inferring it reads this
 * route's loader data through the router's own type, a cycle.)
 */
export default function ArticlePage(): ReactElement {
  return <ArticleView data={route.useLoaderData()} />;
}
