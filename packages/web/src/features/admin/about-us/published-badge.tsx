import { onTheSiteFilter } from '../status/live-filter.ts';
import { LiveWordBadge } from '../status/live-status-badge.tsx';

/** Whether a record shows on the public site, as a badge in the one status vocabulary. */
export function PublishedBadge({ published }: { readonly published: boolean }) {
  return <LiveWordBadge status={{ word: published ? 'On the site' : 'Hidden' }} />;
}

/** The on-the-site / hidden choice of a list filter. */
export const PUBLISHED_FILTER = onTheSiteFilter('published');
