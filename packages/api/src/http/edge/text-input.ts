import type { Context, MiddlewareHandler } from 'hono';
import { invalidRequest } from '../validation.ts';

/** The message of a refused field. */
export const INVALID_TEXT_MESSAGE = 'contains a character that is not allowed (NUL or an unpaired surrogate)';

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/**
 * Whether a string holds what no text input may: NUL (U+0000; Postgres `text` cannot store it,
 * so it failed deep in the database with a 5xx) or a UTF-16 surrogate without its pair (not text
 * at all: the database driver would store U+FFFD, so what was saved would not be what was sent).
 */
export function isInvalidText(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === 0 || isLowSurrogate(code)) return true;
    if (isHighSurrogate(code)) {
      if (!isLowSurrogate(text.charCodeAt(index + 1))) return true;
      index += 1;
    }
  }
  return false;
}

/** A field name as it may be shown back: control characters and surrogates written as `\uXXXX`. */
function shownName(name: string): string {
  let shown = '';
  for (let index = 0; index < name.length; index += 1) {
    const code = name.charCodeAt(index);
    const escaped = code < 0x20 || (code >= 0x7f && code <= 0x9f) || isHighSurrogate(code) || isLowSurrogate(code);
    shown += escaped ? `\\u${code.toString(16).padStart(4, '0')}` : name.charAt(index);
  }
  return shown;
}

/**
 * Decodes a URL component as Hono does (its `tryDecode`): whole, or when that fails (invalid
 * UTF-8 somewhere), each run of percent-escapes on its own, runs that still fail kept as sent.
 */
function decoded(component: string, plusIsSpace: boolean): string {
  const text = plusIsSpace ? component.replace(/\+/g, ' ') : component;
  try {
    return decodeURIComponent(text);
  } catch {
    return text.replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => {
      try {
        return decodeURIComponent(run);
      } catch {
        return run;
      }
    });
  }
}

/**
 * The first bad field of the path (`path`) and query (the parameter's name), or null. The request
 * line cannot carry a raw NUL, so only a percent-encoded one can be there: URLs without `%` are not
 * decoded at all.
 */
function badUrlField(url: string): string | null {
  if (!url.includes('%')) return null;
  const { pathname, search } = new URL(url);
  if (pathname.split('/').some((segment) => isInvalidText(decoded(segment, false)))) return 'path';
  for (const pair of search.slice(1).split('&')) {
    if (!pair.includes('%')) continue;
    const equals = pair.indexOf('=');
    const name = decoded(equals === -1 ? pair : pair.slice(0, equals), true);
    if (isInvalidText(name)) return shownName(name);
    if (equals !== -1 && isInvalidText(decoded(pair.slice(equals + 1), true))) return name;
  }
  return null;
}

/** The path (`items.0.label`) of the first string or key in a JSON value holding bad text, or null. */
export function badJsonField(value: unknown, path: readonly string[] = []): string | null {
  if (typeof value === 'string') return isInvalidText(value) ? path.join('.') : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const bad = badJsonField(item, [...path, String(index)]);
      if (bad !== null) return bad;
    }
    return null;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (isInvalidText(key)) return [...path, shownName(key)].join('.');
      const bad = badJsonField(item, [...path, key]);
      if (bad !== null) return bad;
    }
  }
  return null;
}

const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;
const FORM_MEDIA_TYPES = new Set(['multipart/form-data', 'application/x-www-form-urlencoded']);

/** The first bad field of a JSON or form body, or null (a body that does not parse is left to the validator). */
async function badBodyField(c: Context): Promise<string | null> {
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return null;
  const mediaType = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (JSON_MEDIA_TYPE.test(mediaType)) {
    // Read through Hono's body cache: the route's validator reads the same text again.
    const body: unknown = await c.req.json().catch(() => undefined);
    return badJsonField(body);
  }
  if (FORM_MEDIA_TYPES.has(mediaType)) {
    // Kept in the body cache, where the route's form validator looks first.
    const form = await c.req.formData().catch(() => null);
    if (form === null) return null;
    for (const [name, value] of form.entries()) {
      if (isInvalidText(name)) return shownName(name);
      if (isInvalidText(typeof value === 'string' ? value : value.name)) return name;
    }
  }
  return null;
}

/**
 * Refuses, before any route sees them, text inputs holding NUL or unpaired surrogates: the path,
 * every query parameter (name and value), every string and key of a JSON body, every field (and
 * file name) of a form. The answer is 400 naming the field in the API's validation shape
 * (`{ error: 'Invalid request: name: …', issues: [{ field, message }] }`), so no such value
 * reaches a use case, the database or a log. Runs after the body limit, so what it reads is bounded.
 */
export function rejectInvalidText(): MiddlewareHandler {
  return async (c, next) => {
    const field = badUrlField(c.req.url) ?? (await badBodyField(c));
    if (field === null) return next();
    const issues = [{ field, message: INVALID_TEXT_MESSAGE }];
    return c.json({ error: invalidRequest(issues), issues }, 400);
  };
}
