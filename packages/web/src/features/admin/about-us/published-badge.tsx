import { StatusBadge } from '../kit/status-badge.tsx';

/** Whether a record shows on the public site, as a badge. */
export function PublishedBadge({ published }: { readonly published: boolean }) {
  return <StatusBadge tone={published ? 'positive' : 'neutral'}>{published ? 'Published' : 'Hidden'}</StatusBadge>;
}

/** The published / hidden choice of a list filter. */
export const PUBLISHED_FILTER = {
  name: 'published',
  label: 'Status',
  options: [
    { value: 'true', label: 'Published' },
    { value: 'false', label: 'Hidden' },
  ],
} as const;
