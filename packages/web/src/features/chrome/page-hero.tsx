import type { ReactNode } from 'react';
import container from './container.module.css';
import classes from './page-hero.module.css';

/**
 * The navy band that opens a public page. It reaches up under the transparent top bar
 * (the bar turns solid once the page scrolls), and holds the page's only h1.
 */
export function PageHero({ title, eyebrow, children }: { title: string; eyebrow?: string; children?: ReactNode }) {
  return (
    <section className={classes.hero}>
      <div className={container.container}>
        {eyebrow && <p className={classes.eyebrow}>{eyebrow}</p>}
        <h1 className={classes.title}>{title}</h1>
        {children}
      </div>
    </section>
  );
}
