import { Link } from '@tanstack/react-router';
import type { PlainSearch } from '../../app/plain-search.ts';
import { DOTS, pageRange } from './page-range.ts';
import classes from './page-links.module.css';

/** Only the link to the page shown is the current page: the others differ from the address by `page` alone. */
const EXACT = { exact: true } as const;

function Chevron({ side }: { side: 'previous' | 'next' }) {
  return (
    <svg viewBox="0 0 16 16" xmlns="http://www.w3.org/2000/svg" className={classes.icon}>
      <path
        d={
          side === 'previous'
            ? 'M7.219 8l3.3 3.3-.943.943L5.333 8l4.243-4.243.943.943-3.3 3.3z'
            : 'M8.781 8l-3.3-3.3.943-.943L10.667 8l-4.243 4.243-.943-.943 3.3-3.3z'
        }
        fill="currentColor"
      />
    </svg>
  );
}

/**
 * Page numbers as real links (`?page=n`), so every page of results can be opened, shared and
 * crawled, with or without JavaScript: a `<nav>` named "Result pages" with the look of Mantine's
 * Pagination (previous, numbers with dots for gaps, next), in plain elements.
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
  const step = (side: 'previous' | 'next', target: number, enabled: boolean) => {
    const label = side === 'next' ? 'Next page' : 'Previous page';
    return enabled ? (
      <Link to={to} search={href(target)} activeOptions={EXACT} className={classes.control} aria-label={label}>
        <Chevron side={side} />
      </Link>
    ) : (
      <button type="button" className={classes.control} disabled data-disabled aria-label={label}>
        <Chevron side={side} />
      </button>
    );
  };
  return (
    <div className={classes.pageLinks}>
      <nav className={classes.pages} aria-label="Result pages">
        {step('previous', page - 1, page > 1)}
        {pageRange(page, pageCount).map((item, index) =>
          item === DOTS ? (
            <div key={`dots-${index}`} className={classes.dots}>
              <svg viewBox="0 0 16 16" xmlns="http://www.w3.org/2000/svg" className={classes.icon}>
                <path
                  d="M2 8c0-.733.6-1.333 1.333-1.333.734 0 1.334.6 1.334 1.333s-.6 1.333-1.334 1.333C2.6 9.333 2 8.733 2 8zm9.333 0c0-.733.6-1.333 1.334-1.333C13.4 6.667 14 7.267 14 8s-.6 1.333-1.333 1.333c-.734 0-1.334-.6-1.334-1.333zM6.667 8c0-.733.6-1.333 1.333-1.333s1.333.6 1.333 1.333S8.733 9.333 8 9.333 6.667 8.733 6.667 8z"
                  fill="currentColor"
                />
              </svg>
            </div>
          ) : (
            <Link
              key={item}
              to={to}
              search={href(item)}
              activeOptions={EXACT}
              className={classes.control}
              data-with-padding
              data-active={item === page || undefined}
              aria-current={item === page ? 'page' : undefined}
            >
              {item}
            </Link>
          ),
        )}
        {step('next', page + 1, page < pageCount)}
      </nav>
    </div>
  );
}
