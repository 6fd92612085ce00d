import { Link } from '@tanstack/react-router';
import type { ResourceSection } from './load-resources.ts';
import classes from './resources.module.css';

/** The category lists and the market page as links in the hero. */
export function ResourceCategoryNav({ sections }: { sections: readonly ResourceSection[] }) {
  return (
    <nav aria-label="Resource categories" className={classes.heroNav}>
      <ul>
        {sections.map((section) => (
          <li key={section.category}>
            <Link
              to="/resources/$categorySlug"
              params={{ categorySlug: section.categorySlug }}
              className={classes.heroLink}
            >
              {section.label}
            </Link>
          </li>
        ))}
        <li>
          <Link to="/resources/market-activity" className={classes.heroLink}>
            Market Activity
          </Link>
        </li>
      </ul>
    </nav>
  );
}
