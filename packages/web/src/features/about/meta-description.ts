/** The longest description search engines show in full. */
export const META_DESCRIPTION_MAX = 160;

/**
 * A text as a page description of at most META_DESCRIPTION_MAX characters: spaces collapsed,
 * then as many whole sentences as fit, or, when even the first does not, its words up to the
 * limit followed by an ellipsis.
 */
export function metaDescription(text: string): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= META_DESCRIPTION_MAX) return plain;
  const sentences = plain.match(/[^.!?]+[.!?]+(\s|$)/g) ?? [];
  let kept = '';
  for (const sentence of sentences) {
    if ((kept + sentence).trim().length > META_DESCRIPTION_MAX) break;
    kept += sentence;
  }
  if (kept.trim() !== '') return kept.trim();
  const cut = plain.slice(0, META_DESCRIPTION_MAX - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > 0 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:–-]+$/, '')}…`;
}
