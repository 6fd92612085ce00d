import { createRoute } from '@tanstack/react-router';
import { NOT_FOUND_SCREEN } from '@app/domain';
import { DOC_SECTIONS, type DocSection } from '../features/admin/docs/doc-sections.ts';
import type * as DocLoading from '../features/admin/docs/load-doc.ts';
import { adminPage } from './admin-page.ts';
import { importOrReload } from './lazy-import.ts';
import { pageHead } from '../features/seo/page-head.ts';
import { rootRoute } from './root.route.tsx';

const docPage = adminPage('src/features/admin/docs/doc-route-page.tsx');

/** Loads a document in its route's loader: the loader code (with `marked`) and each document are chunks fetched on
 * first use. */
async function loadWith<T>(load: (module: typeof DocLoading) => Promise<T>): Promise<T> {
  return load(await importOrReload(() => import('../features/admin/docs/load-doc.ts')));
}

function docHead(doc: DocLoading.LoadedDoc | undefined, notFound: boolean) {
  return pageHead(doc ? `${doc.title} · Admin` : notFound ? NOT_FOUND_SCREEN.title : 'Admin');
}

/**
 * `/admin/docs/{section}` (the section's `README.md`) and `/admin/docs/{section}/{doc}` (a
 * Markdown file of `docs/{section}/`); a name without a file is the Page Not Found screen.
 */
function docSectionRoutes(section: DocSection) {
  return [
    createRoute({
      getParentRoute: () => rootRoute,
      path: DOC_SECTIONS[section].path,
      loader: () => loadWith((module) => module.loadDocIndex(section)),
      head: ({ loaderData, match }) => docHead(loaderData, match.status === 'notFound'),
      component: docPage,
    }),
    createRoute({
      getParentRoute: () => rootRoute,
      path: `${DOC_SECTIONS[section].path}/$doc`,
      loader: ({ params }) => loadWith((module) => module.loadDoc(section, params.doc)),
      head: ({ loaderData, match }) => docHead(loaderData, match.status === 'notFound'),
      component: docPage,
    }),
  ] as const;
}

/** The admin area's help and test-case documents (spec section 2). */
export const adminDocsRoutes = [...docSectionRoutes('help'), ...docSectionRoutes('test-cases')] as const;
