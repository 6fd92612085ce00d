import { useLoaderData } from '@tanstack/react-router';
import { INDEX_SLUG } from './doc-library.ts';
import { DocPage } from './doc-page.tsx';
import type { LoadedDoc } from './load-doc.ts';

function isLoadedDoc(value: unknown): value is LoadedDoc {
  return typeof value === 'object' && value !== null && 'html' in value && 'headings' in value && 'slug' in value;
}

/**
 * The page of a document route (`/admin/docs/{section}` and `/admin/docs/{section}/{doc}`): the
 * route's own lazy component, so the router loads it before rendering, on the server too.
 */
export default function DocRoutePage() {
  const doc = useLoaderData({ strict: false });
  if (!isLoadedDoc(doc)) return null;
  return <DocPage doc={doc} isIndex={doc.slug === INDEX_SLUG} />;
}
