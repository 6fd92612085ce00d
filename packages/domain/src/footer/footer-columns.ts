import type { FooterLink } from './footer-link.ts';

type Sortable = Pick<FooterLink, 'sort_order' | 'link_text'>;

/**
 * Order within a footer column: by sort_order ascending with missing values last,
 * then alphabetically by link text.
 */
export function compareFooterLinks(a: Sortable, b: Sortable): number {
  if (a.sort_order !== b.sort_order) {
    if (a.sort_order === null) return 1;
    if (b.sort_order === null) return -1;
    return a.sort_order - b.sort_order;
  }
  return (
    a.link_text.localeCompare(b.link_text, 'en', { sensitivity: 'base' }) || a.link_text.localeCompare(b.link_text)
  );
}

/** The public view keeps enabled links only. */
export function publicFooterLinks<T extends Pick<FooterLink, 'enabled'>>(links: readonly T[]): T[] {
  return links.filter((link) => link.enabled);
}

/** One footer column and its links in display order. */
export interface FooterColumn<T> {
  readonly column: number;
  readonly links: readonly T[];
}

/**
 * Groups links by column (columns ascending) and orders each column by
 * {@link compareFooterLinks}. Does not filter: pass {@link publicFooterLinks} output for the public footer.
 */
export function groupFooterLinksByColumn<T extends Pick<FooterLink, 'column' | 'sort_order' | 'link_text'>>(
  links: readonly T[],
): FooterColumn<T>[] {
  const byColumn = new Map<number, T[]>();
  for (const link of links) {
    const bucket = byColumn.get(link.column) ?? [];
    bucket.push(link);
    byColumn.set(link.column, bucket);
  }
  return [...byColumn.entries()]
    .sort(([a], [b]) => a - b)
    .map(([column, columnLinks]) => ({ column, links: [...columnLinks].sort(compareFooterLinks) }));
}
