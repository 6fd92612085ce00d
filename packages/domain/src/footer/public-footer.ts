import type { FooterLink } from './footer-link.ts';
import type { FooterLinkRepository } from './footer-link-repository.port.ts';

type Sortable = Pick<FooterLink, 'sort_order' | 'link_text'>;
type Placed = Sortable & Pick<FooterLink, 'column'>;

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

/** The footer's display order: by column, then {@link compareFooterLinks} within the column. A sorted copy. */
export function orderFooterLinks<T extends Placed>(links: readonly T[]): T[] {
  return [...links].sort((a, b) => a.column - b.column || compareFooterLinks(a, b));
}

/**
 * The public footer (`GET /api/footer/links` and the rendered footer): the enabled links, which
 * the repository alone selects (`where enabled`), sorted once into display order.
 */
export function createListPublicFooterLinks(repository: Pick<FooterLinkRepository, 'listEnabled'>) {
  return async (): Promise<FooterLink[]> => orderFooterLinks(await repository.listEnabled());
}

/** One footer column and its links in display order. */
export interface FooterColumn<T> {
  readonly column: number;
  readonly links: readonly T[];
}

/**
 * Cuts links already in display order ({@link orderFooterLinks}, as the public footer answers
 * them) into their columns, keeping the order: it neither filters nor sorts.
 */
export function groupFooterLinksByColumn<T extends Pick<FooterLink, 'column'>>(links: readonly T[]): FooterColumn<T>[] {
  const byColumn = new Map<number, T[]>();
  for (const link of links) {
    const bucket = byColumn.get(link.column);
    if (bucket === undefined) byColumn.set(link.column, [link]);
    else bucket.push(link);
  }
  return [...byColumn].map(([column, columnLinks]) => ({ column, links: columnLinks }));
}
