import type { AuthClient } from '@app/web';

/** Why the server renderer's auth calls refuse: sessions live in the browser's cookies and are read by the API. */
const AUTH_IN_BROWSER_ONLY = 'Signing in happens in the browser, through /api/auth';

/**
 * The AuthClient during server rendering. A rendered page never knows who is signed in (the
 * server guard has already let the request through), so the session is "not known yet" and the
 * browser asks /api/auth/session after hydration; every other call is refused.
 */
export const serverRenderAuthClient: AuthClient = {
  session: async () => ({ event: 'INITIAL_SESSION', user: null, expiresAt: null }),
  signIn: () => Promise.reject(new Error(AUTH_IN_BROWSER_ONLY)),
  signOut: () => Promise.reject(new Error(AUTH_IN_BROWSER_ONLY)),
  refresh: () => Promise.reject(new Error(AUTH_IN_BROWSER_ONLY)),
  recover: () => Promise.reject(new Error(AUTH_IN_BROWSER_ONLY)),
  exchangeCode: () => Promise.reject(new Error(AUTH_IN_BROWSER_ONLY)),
  updatePassword: () => Promise.reject(new Error(AUTH_IN_BROWSER_ONLY)),
};
