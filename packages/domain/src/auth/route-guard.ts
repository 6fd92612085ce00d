/** Which paths the admin guard covers. Patterns use `*` for any run of characters and match the whole path. */
export interface RouteGuardConfig {
  readonly loginPath: string;
  readonly callbackPath: string;
  /** Guarded patterns; an empty list guards every path. */
  readonly include: readonly string[];
  /** Patterns never guarded, even when included. */
  readonly exclude: readonly string[];
}

/** The guard of this site: the admin area, signing in at /admin-console-login. */
export const ADMIN_ROUTE_GUARD: RouteGuardConfig = {
  loginPath: '/admin-console-login',
  callbackPath: '/auth/callback',
  include: ['/admin', '/admin/*'],
  exclude: [],
};

function escapeRegExp(text: string): string {
  return text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
}

/** Whether a path matches a pattern in full; `*` stands for any characters, slashes and line breaks included. */
export function matchesPathPattern(pattern: string, path: string): boolean {
  const source = pattern.split('*').map(escapeRegExp).join('.*');
  return new RegExp(`^${source}$`, 's').test(path);
}

function pathOnly(fullPath: string): string {
  return fullPath.split(/[?#]/, 1)[0] ?? '';
}

/** Percent-decodes text whole, or run by run where invalid UTF-8 makes that fail (failing runs stay as sent). */
function percentDecoded(text: string): string {
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
 * A path as the router matches it, so the guard decides on the page that will really render: the
 * router ignores case, decodes percent-escapes (`/%61dmin` is `/admin`) and collapses empty
 * segments (`//admin`), and `.` and `..` segments are resolved (`/x/../admin`). Backslashes count
 * as slashes, as browsers read them. The answer is lower case, starts with one slash and has no
 * trailing slash (`/` for the root). It may cover more spellings than the router does (a decoded
 * `%2F` splits a segment); for a guard that only ever guards more.
 */
export function normalizeRoutePath(path: string): string {
  const segments: string[] = [];
  for (const segment of percentDecoded(path).toLowerCase().split(/[/\\]/)) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  return `/${segments.join('/')}`;
}

/**
 * Whether the guard applies to a path, judged on its normalised form (normalizeRoutePath: case,
 * percent-escapes, repeated slashes and dot segments do not get around it). The login and callback
 * routes are always exempt.
 */
export function isGuardedPath(fullPath: string, config: RouteGuardConfig): boolean {
  const path = normalizeRoutePath(pathOnly(fullPath));
  if (path === config.loginPath || path === config.callbackPath) return false;
  if (config.exclude.some((pattern) => matchesPathPattern(pattern, path))) return false;
  return config.include.length === 0 || config.include.some((pattern) => matchesPathPattern(pattern, path));
}

/** What the guard does with a navigation. */
export type GuardDecision =
  | { readonly kind: 'allow' }
  | { readonly kind: 'sign-in'; readonly loginPath: string; readonly requestedPath: string }
  | { readonly kind: 'not-authorized' };

/** The path a refused visitor is sent to. */
export const NOT_AUTHORIZED_PATH = '/not-authorized';

/**
 * The guard's decision: no session on a guarded path means sign in (remembering the full
 * requested path); a session without the needed role means not authorized.
 */
export function decideRouteAccess(input: {
  fullPath: string;
  signedIn: boolean;
  authorized: boolean;
  config: RouteGuardConfig;
}): GuardDecision {
  if (!isGuardedPath(input.fullPath, input.config)) return { kind: 'allow' };
  if (!input.signedIn) return { kind: 'sign-in', loginPath: input.config.loginPath, requestedPath: input.fullPath };
  return input.authorized ? { kind: 'allow' } : { kind: 'not-authorized' };
}
