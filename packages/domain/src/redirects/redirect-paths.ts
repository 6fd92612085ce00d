import type { ValidationIssue } from '../errors/domain-error.ts';
import type { RedirectFields } from './redirect.ts';

/** The longest path a redirect keeps. */
export const REDIRECT_PATH_MAX_LENGTH = 2_000;

/** Paths the site's own machinery answers: never redirected away. */
const RESERVED_PREFIXES = ['/api/', '/assets/', '/media/', '/admin'];

/**
 * A path as redirects compare it: a site path starting with one "/", no query, fragment or whitespace, without a
 * trailing "/" (except the home page). Null when the text is not such a path.
 */
export function normalizeRedirectPath(raw: string): string | null {
  const path = raw.trim();
  if (!path.startsWith('/') || path.startsWith('//') || path.length > REDIRECT_PATH_MAX_LENGTH) return null;
  if (/[\s?#\\]/u.test(path) || path.split('/').some((segment) => segment === '.' || segment === '..')) return null;
  return path.length > 1 && path.endsWith('/') ? path.replace(/\/+$/u, '') || '/' : path;
}

function reserved(path: string): boolean {
  return RESERVED_PREFIXES.some((prefix) => path === prefix.replace(/\/$/u, '') || path.startsWith(prefix));
}

/** What is wrong with a redirect as typed (empty when nothing is); `fromPath` and `toPath` name the fields. */
export function redirectIssues(fields: RedirectFields): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const from = normalizeRedirectPath(fields.fromPath);
  const to = normalizeRedirectPath(fields.toPath);
  const pathRule = 'Enter a path of this site starting with /, without ? or #, e.g. /communities/old-name';
  if (fields.fromPath.trim() === '') issues.push({ field: 'fromPath', message: 'The old address is required' });
  else if (from === null) issues.push({ field: 'fromPath', message: pathRule });
  else if (from === '/' || reserved(from))
    issues.push({ field: 'fromPath', message: 'The home page, the admin and the site’s files cannot be redirected' });
  if (fields.toPath.trim() === '') issues.push({ field: 'toPath', message: 'The new address is required' });
  else if (to === null) issues.push({ field: 'toPath', message: pathRule });
  if (from !== null && to !== null && from === to)
    issues.push({ field: 'toPath', message: 'The new address must differ from the old one' });
  return issues;
}

/** The redirect with both paths normalized; call after `redirectIssues` found nothing. */
export function normalizeRedirect(fields: RedirectFields): RedirectFields {
  return {
    fromPath: normalizeRedirectPath(fields.fromPath) ?? fields.fromPath,
    toPath: normalizeRedirectPath(fields.toPath) ?? fields.toPath,
  };
}
