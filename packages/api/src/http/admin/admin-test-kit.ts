import {
  AuthError,
  chunkCookieValue,
  type AuthFactorAdmin,
  type AuthFactors,
  type AuthGateway,
  type AuthUser,
  type SiteRole,
} from '@app/domain';
import { InMemoryAuthUserAdmin } from '@app/testing';
import { SESSION_COOKIE } from '../auth/session-cookie.ts';
import { createTestApp } from '../test-app.ts';

const USERS: Record<SiteRole, AuthUser> = {
  admin: {
    id: '00000000-0000-4000-8000-00000000a001',
    email: 'admin@palmetto.example',
    role: 'admin',
    createdAt: '2026-01-01T00:00:00Z',
    lastSignInAt: null,
  },
  editor: {
    id: '00000000-0000-4000-8000-00000000e001',
    email: 'editor@palmetto.example',
    role: 'editor',
    createdAt: '2026-01-01T00:00:00Z',
    lastSignInAt: null,
  },
};

function refuse(): never {
  throw new AuthError('bad_jwt', 'invalid JWT: unable to parse or verify signature');
}

/**
 * A gateway that knows two access tokens, `token-admin` and `token-editor`, and nothing else:
 * enough for the guard to resolve who calls. Sign-in itself is tested with the real gateway
 * (auth-test-kit.ts).
 */
const tokenGateway: AuthGateway = {
  getUser: async (token) =>
    token === 'token-admin' ? USERS.admin : token === 'token-editor' ? USERS.editor : refuse(),
  signInWithPassword: async () => refuse(),
  refreshSession: async () => refuse(),
  signOut: async () => undefined,
  requestPasswordReset: async () => undefined,
  exchangeCode: async () => refuse(),
  updatePassword: async () => refuse(),
  updateProfile: async () => refuse(),
};

/** Request headers of a signed-in admin or editor (a session cookie), or none for a visitor. */
export function as(role: SiteRole | null, headers: Record<string, string> = {}): Record<string, string> {
  if (role === null) return headers;
  const session = JSON.stringify({ access_token: `token-${role}`, refresh_token: 'unused', expires_at: 4_102_444_800 });
  const cookie = chunkCookieValue(SESSION_COOKIE, session)
    .map((part) => `${part.name}=${part.value}`)
    .join('; ');
  return { ...headers, cookie };
}

/** A JSON request body with the headers of a role. */
export function jsonAs(role: SiteRole | null, method: string, body: unknown): RequestInit {
  return { method, headers: as(role, { 'content-type': 'application/json' }), body: JSON.stringify(body) };
}

/** The test app over in-memory fakes with the admin API mounted behind the real guard. */
export function createAdminTestApp(options: Omit<Parameters<typeof createTestApp>[0] & object, 'auth'> = {}) {
  const userAdmin = new InMemoryAuthUserAdmin(Object.values(USERS));
  const factors = factorsOfOne();
  const kit = createTestApp({
    ...options,
    auth: { gateway: tokenGateway, userAdmin, factors, sentInvitations: async () => [] },
  });
  return { ...kit, users: USERS, userAdmin, factorRemovals: factors.removals };
}

/**
 * Two-step sign-in where every user but none is enrolled: sessions are complete (aal1 is all anyone needs) and each
 * user holds one factor until an admin removes it; the removals are kept for the test to read.
 */
function factorsOfOne(): AuthFactors & AuthFactorAdmin & { removals: string[] } {
  const removals: string[] = [];
  return {
    removals,
    listFactors: async () => [],
    enrollTotp: async () => refuse(),
    verifyTotp: async () => refuse(),
    unenroll: async () => refuse(),
    assuranceLevel: async () => ({ currentLevel: 'aal1', nextLevel: 'aal1' }),
    removeFactors: async (userId) => {
      const removed = removals.includes(userId) ? 0 : 1;
      removals.push(userId);
      return removed;
    },
  };
}
