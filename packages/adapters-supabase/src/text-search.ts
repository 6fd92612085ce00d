/** A PostgREST filter that keeps rows whose column contains a text, case-insensitively. */
export interface ContainsFilter {
  readonly operator: 'ilike' | 'imatch';
  readonly pattern: string;
}

/** Escapes LIKE's wildcards (`%`, `_`) and its escape character (`\`) so they match themselves. */
export function escapeLikePattern(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** Escapes every character with a meaning in a Postgres regular expression. */
export function escapeRegexPattern(text: string): string {
  return text.replace(/[\\^$.|?*+()[\]{}]/g, (character) => `\\${character}`);
}

/**
 * The filter for a case-insensitive "contains": `ilike` on `%text%`, except when the text holds a `*`,
 * which PostgREST turns into `%` in every like pattern (escaped or not); such a text goes through the
 * case-insensitive regular-expression operator `imatch` instead, where `*` can be escaped.
 */
export function containsFilter(text: string): ContainsFilter {
  if (text.includes('*')) return { operator: 'imatch', pattern: escapeRegexPattern(text) };
  return { operator: 'ilike', pattern: `%${escapeLikePattern(text)}%` };
}
