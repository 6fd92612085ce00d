import { COOKIE_CHUNK_SIZE } from '../shared/constants.ts';

/** One cookie to set: its name and its (already URI-encoded) value. */
export interface CookiePart {
  readonly name: string;
  readonly value: string;
}

/**
 * Splits a value across cookies the way the hosted backend's server client does: one cookie
 * `name` when the encoded value fits 3180 characters, otherwise `name.0`, `name.1`, ... of at most
 * 3180 characters each. Encoding happens first and a chunk never splits an escape (`%XX`).
 */
export function chunkCookieValue(name: string, value: string, size = COOKIE_CHUNK_SIZE): CookiePart[] {
  const encoded = encodeURIComponent(value);
  if (encoded.length <= size) return [{ name, value: encoded }];
  const parts: CookiePart[] = [];
  let rest = encoded;
  while (rest.length > 0) {
    let end = Math.min(size, rest.length);
    const lastPercent = rest.lastIndexOf('%', end - 1);
    if (lastPercent > end - 3 && end < rest.length) end = lastPercent;
    parts.push({ name: `${name}.${parts.length}`, value: rest.slice(0, end) });
    rest = rest.slice(end);
  }
  return parts;
}

/**
 * The value stored under `name`, whole or in chunks `name.0`, `name.1`, ... (read until the first
 * missing chunk); undefined when there is none.
 */
export function readChunkedCookie(name: string, get: (cookieName: string) => string | undefined): string | undefined {
  const whole = get(name);
  if (whole !== undefined) return decodeURIComponent(whole);
  const chunks: string[] = [];
  for (let index = 0; ; index++) {
    const chunk = get(`${name}.${index}`);
    if (chunk === undefined) break;
    chunks.push(chunk);
  }
  return chunks.length === 0 ? undefined : decodeURIComponent(chunks.join(''));
}

/** The names of every cookie a chunked value may have left behind (to clear before writing anew). */
export function chunkedCookieNames(name: string, present: readonly string[]): string[] {
  const pattern = new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:\\.\\d+)?$`);
  return present.filter((cookieName) => pattern.test(cookieName));
}
