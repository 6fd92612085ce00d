import { Group, Pagination } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { PlainSearch } from '../../app/plain-search.ts';

/**
 * Page numbers as real links (`?page=n`), so every page of results can be opened, shared and
 * crawled, with or without JavaScript.
 */
export function PageLinks({
  to,
  search,
  page,
  pageCount,
}: {
  to: string;
  search: PlainSearch;
  page: number;
  pageCount: number;
}) {
  if (pageCount <= 1) return null;
  const href = (target: number) => {
    const { page: _current, ...rest } = search;
    return target === 1 ? rest : { ...rest, page: String(target) };
  };
  return (
    <Group justify="center" mt="xl">
      <Pagination
        total={pageCount}
        value={page}
        aria-label="Result pages"
        getItemProps={(target) => ({ component: Link, to, search: href(target) })}
        getControlProps={(control) => {
          if (control === 'next' && page < pageCount)
            return { component: Link, to, search: href(page + 1), 'aria-label': 'Next page' };
          if (control === 'previous' && page > 1)
            return { component: Link, to, search: href(page - 1), 'aria-label': 'Previous page' };
          return {
            'aria-label': control === 'next' ? 'Next page' : control === 'previous' ? 'Previous page' : control,
          };
        }}
        withEdges={false}
      />
    </Group>
  );
}
