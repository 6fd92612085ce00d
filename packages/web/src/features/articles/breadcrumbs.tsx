import { Link } from '@tanstack/react-router';
import type { Crumb } from '../seo/breadcrumb-json-ld.ts';
import classes from './breadcrumbs.module.css';

/** Where a page sits in the site (`Home › Resources › Local History › …`); the last step is the page itself. */
export function Breadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className={classes.nav}>
      <ol className={classes.list}>
        {trail.map((crumb, index) => (
          <li key={crumb.path} className={classes.item}>
            {index === trail.length - 1 ? (
              <span aria-current="page">{crumb.name}</span>
            ) : (
              <Link to={crumb.path} className={classes.link}>
                {crumb.name}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
