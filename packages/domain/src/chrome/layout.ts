/** The page layouts of the site. */
export type LayoutName = 'default' | 'admin' | 'bare' | 'empty';

/** Paths shown with no layout at all (no chrome, no frame). */
export const BARE_PATHS: readonly string[] = ['/admin-console-login', '/reset-password'];
/** Paths shown in the empty layout (no chrome). */
export const EMPTY_LAYOUT_PATHS: readonly string[] = ['/not-authorized'];

function normalizePath(path: string): string {
  const withoutQuery = path.split(/[?#]/, 1)[0] ?? '';
  const trimmed = withoutQuery.length > 1 ? withoutQuery.replace(/\/+$/, '') : withoutQuery;
  return trimmed === '' ? '/' : trimmed;
}

/** Whether a path belongs to the admin area: /admin and everything under it. */
export function isAdminPath(path: string): boolean {
  const normalized = normalizePath(path);
  return normalized === '/admin' || normalized.startsWith('/admin/');
}

/** Which layout a path gets. */
export function layoutForPath(path: string): LayoutName {
  const normalized = normalizePath(path);
  if (BARE_PATHS.includes(normalized)) return 'bare';
  if (EMPTY_LAYOUT_PATHS.includes(normalized)) return 'empty';
  if (isAdminPath(normalized)) return 'admin';
  return 'default';
}

/**
 * Whether the public top bar and footer show: never on a path starting with /admin
 * (which also removes the top padding), nor in the bare and empty layouts.
 */
export function showsPublicChrome(path: string): boolean {
  return !path.startsWith('/admin') && layoutForPath(path) === 'default';
}

/** Whether the page content is padded below the fixed top bar. */
export function hasTopPadding(path: string): boolean {
  return showsPublicChrome(path);
}
