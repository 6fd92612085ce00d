import { createRoute, notFound } from '@tanstack/react-router';
import { lazyPage } from '../features/stale-build/lazy-page.ts';
import { loadHomePage } from '../features/home/load-home-page.ts';
import { NotAuthorizedPage } from '../features/pages/not-authorized-page.tsx';
import { PlannedPage } from '../features/pages/planned-page.tsx';
import { pageHead } from './page-head.ts';
import { ADMIN_DOC_PAGES } from './admin-doc-pages.ts';
import { rootRoute } from './root.route.tsx';

export const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  loader: ({ context }) => loadHomePage(context),
  head: () => pageHead(),
  component: lazyPage(() => import('../features/home/home-page.tsx')),
});

export const notAuthorizedRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/not-authorized',
  head: () => pageHead('Not Authorized'),
  component: NotAuthorizedPage,
});

/** `/admin/about-us/broker-{broker}`: one page per broker; other slugs are not found. */
export const brokerPageRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin/about-us/$aboutPage',
  beforeLoad: ({ params }) => {
    if (!/^broker-[a-z0-9]+(?:-[a-z0-9]+)*$/.test(params.aboutPage)) throw notFound();
  },
  head: () => pageHead('Broker Page'),
  component: () => <PlannedPage title="Broker Page" />,
});

/** `/admin/docs/{help|test-cases}/{doc}`: the documents the spec names; others are not found. */
export const adminDocRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin/docs/$section/$docSlug',
  loader: ({ params }) => {
    const doc = ADMIN_DOC_PAGES.find((page) => page.section === params.section && page.slug === params.docSlug);
    if (doc === undefined) throw notFound();
    return doc;
  },
  head: ({ loaderData }) => pageHead(loaderData?.title),
  component: function AdminDoc() {
    return <PlannedPage title={adminDocRoute.useLoaderData().title} />;
  },
});
