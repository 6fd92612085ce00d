import { Link } from '@tanstack/react-router';
import classes from './tag-filter.module.css';

/** An article's tags, each leading to its category's articles with that tag. */
export function ArticleTags({ categorySlug, tags }: { categorySlug: string; tags: readonly string[] }) {
  if (tags.length === 0) return null;
  return (
    <nav aria-label="Tags" className={classes.tags}>
      <ul className={classes.list}>
        {tags.map((tag) => (
          <li key={tag}>
            <Link to="/resources/$categorySlug" params={{ categorySlug }} search={{ tag }} className={classes.chip}>
              {tag}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
