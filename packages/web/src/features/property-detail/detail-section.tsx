import type { ReactNode } from 'react';
import { DEFERRED_RENDER } from '../../ui/deferred-render.ts';
import classes from './property-detail.module.css';

/** A titled part of the property page; its h2 names the region for screen readers. */
export function DetailSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} id={id} className={DEFERRED_RENDER} style={{ scrollMarginTop: 88 }}>
      <h2 id={`${id}-title`} className={`${classes.heading} ${classes.sectionHeading}`}>
        {title}
      </h2>
      {children}
    </section>
  );
}
