import { Link } from '@tanstack/react-router';
import classes from './tag-filter.module.css';

/** Links that narrow a category list to one tag (and back to all), kept in the address as `?tag=`. */
export function TagFilter({
  categorySlug,
  tags,
  active,
}: {
  categorySlug: string;
  tags: readonly string[];
  active: string | undefined;
}) {
  if (tags.length === 0) return null;
  const item = (label: string, tag: string | undefined) => {
    const current = tag === active;
    return (
      <li key={label}>
        <Link
          to="/resources/$categorySlug"
          params={{ categorySlug }}
          search={tag === undefined ? {} : { tag }}
          className={classes.chip}
          data-active={current || undefined}
          aria-current={current ? 'page' : undefined}
        >
          {label}
        </Link>
      </li>
    );
  };
  return (
    <nav aria-label="Topics" className={classes.nav}>
      <ul className={classes.list}>
        {item('All topics', undefined)}
        {tags.map((tag) => item(tag, tag))}
      </ul>
    </nav>
  );
}
