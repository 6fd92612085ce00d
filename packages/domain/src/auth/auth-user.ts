/**
 * Roles of the admin area. Editors manage content (agents, banners, articles, communities, about
 * pages, images, contact submissions); admins also manage users, site and SEO settings and footer links.
 */
export const SITE_ROLES = ['admin', 'editor'] as const;
export type SiteRole = (typeof SITE_ROLES)[number];

/** A person who can sign in to the admin area. */
export interface AuthUser {
  readonly id: string;
  readonly email: string;
  /** The name the user gave on the My account page; absent (or empty) until then, when the e-mail stands in. */
  readonly name?: string;
  /** Null for an account that has no role (signs in, but is refused by the guard). */
  readonly role: SiteRole | null;
  readonly createdAt: string;
  readonly lastSignInAt: string | null;
}

/** A signed-in session, in the hosted backend's shape (spec section 3). */
export interface AuthSession {
  readonly access_token: string;
  readonly refresh_token: string;
  /** Seconds the access token lives. */
  readonly expires_in: number;
  /** When the access token expires, in seconds since the epoch. */
  readonly expires_at: number;
  readonly token_type: 'bearer';
  readonly user: AuthUser;
}

/** The auth events of the spec (section 4). */
export const AUTH_EVENTS = [
  'INITIAL_SESSION',
  'SIGNED_IN',
  'SIGNED_OUT',
  'TOKEN_REFRESHED',
  'USER_UPDATED',
  'PASSWORD_RECOVERY',
  'MFA_CHALLENGE_VERIFIED',
] as const;
export type AuthEvent = (typeof AUTH_EVENTS)[number];

/** Whether a role may use a part of the admin area. */
export function roleAllows(role: SiteRole | null, needed: SiteRole): boolean {
  if (role === null) return false;
  return needed === 'editor' ? role === 'editor' || role === 'admin' : role === 'admin';
}

/** How the admin area names a user: their name, or their e-mail address until they give one. */
export function userLabel(user: Pick<AuthUser, 'name' | 'email'>): string {
  return user.name !== undefined && user.name !== '' ? user.name : user.email;
}
