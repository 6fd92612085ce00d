/** The encodings a cached page is kept in (identity is made from gzip on demand). */
export type PageEncoding = 'br' | 'gzip' | 'identity';

/** The quality a client gives each coding in its Accept-Encoding (`*` included), lower-cased. */
function codingQualities(acceptEncoding: string): Map<string, number> {
  const qualities = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [coding = '', ...params] = part.split(';').map((piece) => piece.trim());
    if (coding === '') continue;
    const qParam = params.find((param) => /^q=/i.test(param));
    const quality = qParam === undefined ? 1 : Number(qParam.slice(2));
    qualities.set(coding.toLowerCase(), Number.isFinite(quality) ? quality : 0);
  }
  return qualities;
}

/**
 * The encoding to send a cached page in: brotli when the client takes it at least as gladly as
 * gzip, else gzip, else the plain bytes. `q=0` refuses a coding; `*` stands for those not named.
 */
export function choosePageEncoding(acceptEncoding: string | undefined): PageEncoding {
  if (acceptEncoding === undefined) return 'identity';
  const qualities = codingQualities(acceptEncoding);
  const wildcard = qualities.get('*') ?? 0;
  const br = qualities.get('br') ?? wildcard;
  const gzip = qualities.get('gzip') ?? qualities.get('x-gzip') ?? wildcard;
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return 'identity';
}

/**
 * Whether an If-None-Match header names one of the tags (weak comparison, as RFC 9110 asks for
 * If-None-Match: `W/"x"` matches `"x"`), or is `*`.
 */
export function ifNoneMatchHits(ifNoneMatch: string | undefined, tags: readonly string[]): boolean {
  if (ifNoneMatch === undefined) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = new Set(tags.map(opaque));
  return ifNoneMatch.split(',').some((tag) => wanted.has(opaque(tag)));
}
