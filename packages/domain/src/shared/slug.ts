/**
 * A readable URL segment: lower case ASCII letters and digits joined by single dashes
 * (accents folded, `&` read as "and", everything else a separator).
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Lower case ASCII letters and digits joined by single dashes: what `slugify` writes. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Whether a text is already a slug (what `slugify` would leave unchanged, and not empty). */
export function isSlug(text: string): boolean {
  return SLUG_PATTERN.test(text);
}
