import { tmpdir } from 'node:os';
import { describe, expect, it, vi } from 'vitest';
import { AuthError, systemClock, type AuthGateway } from '@app/domain';
import { PageCache } from '../page-cache/page-cache.ts';
import { webRoutes } from '../routes/web.routes.ts';

function refuse(): never {
  throw new AuthError('bad_jwt', 'invalid JWT: unable to parse or verify signature');
}

/** A gateway that knows no session: every visitor here is signed out. */
const signedOutGateway: AuthGateway = {
  getUser: async () => refuse(),
  signInWithPassword: async () => refuse(),
  refreshSession: async () => refuse(),
  signOut: async () => undefined,
  requestPasswordReset: async () => undefined,
  exchangeCode: async () => refuse(),
  updatePassword: async () => refuse(),
  updateProfile: async () => refuse(),
};

/** The spellings of /admin/users the audit found rendering the admin shell to a signed-out visitor, and more. */
const RESPELLED = [
  '/ADMIN/users',
  '//admin/users',
  '/%61dmin/users',
  '/admin/../admin/users',
  '/Admin',
  '/admin/./users/',
  '/ADMIN%2Fusers',
  '/x/%2E%2E/admin/users',
];

function site(options: { pageCache?: PageCache } = {}) {
  const renderPage = vi.fn(
    async () => new Response('<p>Admin shell</p>', { headers: { 'content-type': 'text/html; charset=utf-8' } }),
  );
  const app = webRoutes(
    { clientDir: tmpdir(), renderPage },
    { auth: { gateway: signedOutGateway, clock: systemClock }, ...options },
  );
  return { app, renderPage };
}

describe('the admin page guard', () => {
  it.each([
    ['without the page cache', () => site()],
    ['with the page cache', () => site({ pageCache: new PageCache() })],
  ])('sends a signed-out visitor to sign in however /admin is spelled (%s)', async (_name, make) => {
    const { app, renderPage } = make();
    for (const path of RESPELLED) {
      const response = await app.request(path);
      expect({ path, status: response.status, location: response.headers.get('location') }).toEqual({
        path,
        status: 302,
        location: '/admin-console-login',
      });
    }
    expect(renderPage).not.toHaveBeenCalled();
  });

  it('still renders public pages that only look like the admin area', async () => {
    const { app, renderPage } = site();
    for (const path of ['/administration', '/admin-console-login', '/about/admin']) {
      expect((await app.request(path)).status, path).toBe(200);
    }
    expect(renderPage).toHaveBeenCalledTimes(3);
  });
});
