/**
 * pg_trgm's `similarity` (its default build): the text is lower-cased and cut into words at every
 * character that is not a letter or digit; each word, padded with two spaces before and one after,
 * gives its three-character windows; the answer is shared trigrams over all distinct trigrams.
 */
export function trigramSimilarity(a: string, b: string): number {
  const left = trigrams(a);
  const right = trigrams(b);
  if (left.size === 0 || right.size === 0) return 0;
  let shared = 0;
  for (const trigram of left) if (right.has(trigram)) shared += 1;
  return shared / (left.size + right.size - shared);
}

function trigrams(text: string): Set<string> {
  const found = new Set<string>();
  for (const word of text.toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
    if (word === '') continue;
    const padded = [...`  ${word} `];
    for (let index = 0; index + 3 <= padded.length; index += 1) found.add(padded.slice(index, index + 3).join(''));
  }
  return found;
}
