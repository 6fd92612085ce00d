import { useRouter } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import classes from './doc-page.module.css';

/**
 * A rendered document's HTML (made by `renderDoc` from our own Markdown, raw HTML escaped).
 * Links to other admin pages open without reloading the app.
 */
export function DocBody({ html }: { html: string }) {
  const router = useRouter();
  const followInternalLink = (event: MouseEvent<HTMLDivElement>) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const link = (event.target as Element).closest('a');
    const href = link?.getAttribute('href');
    if (!href || !href.startsWith('/admin/')) return;
    event.preventDefault();
    void router.navigate({ href });
  };
  return <div className={classes.body} onClick={followInternalLink} dangerouslySetInnerHTML={{ __html: html }} />;
}
