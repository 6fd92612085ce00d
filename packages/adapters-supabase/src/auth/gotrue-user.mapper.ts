import { SITE_ROLES, VISITOR_ROLE, type AuthSession, type AuthUser, type SiteRole, type Visitor } from '@app/domain';
import type { Session, User } from '@supabase/supabase-js';

/** The site role a Supabase user holds: `app_metadata.role` (only the service role can set it), else none. */
function roleOf(user: Pick<User, 'app_metadata'>): SiteRole | null {
  const role = user.app_metadata?.role as unknown;
  return (SITE_ROLES as readonly unknown[]).includes(role) ? (role as SiteRole) : null;
}

/** The name the user gave (`user_metadata.name`), or '' for none. */
function nameOf(user: Pick<User, 'user_metadata'>): string {
  const name = user.user_metadata?.name as unknown;
  return typeof name === 'string' ? name : '';
}

/** A Supabase Auth user as the domain's AuthUser. */
export function userFromGoTrue(user: User): AuthUser {
  const name = nameOf(user);
  return {
    id: user.id,
    email: user.email ?? '',
    ...(name === '' ? {} : { name }),
    role: roleOf(user),
    createdAt: new Date(user.created_at).toISOString(),
    lastSignInAt: user.last_sign_in_at ? new Date(user.last_sign_in_at).toISOString() : null,
  };
}

/** A Supabase session (the token answer) as the domain's AuthSession. */
export function sessionFromGoTrue(session: Session): AuthSession {
  return {
    access_token: session.access_token,
    refresh_token: session.refresh_token,
    expires_in: session.expires_in,
    expires_at: session.expires_at ?? Math.floor(Date.now() / 1000) + session.expires_in,
    token_type: 'bearer',
    user: userFromGoTrue(session.user),
  };
}

/** Whether a Supabase user is a visitor account: `app_metadata.role` is `visitor`, which only the server writes. */
export function isVisitorUser(user: Pick<User, 'app_metadata'>): boolean {
  return user.app_metadata?.role === VISITOR_ROLE;
}

/** A visitor's Supabase user as the domain's Visitor. */
export function visitorFromGoTrue(user: User): Visitor {
  return { id: user.id, email: user.email ?? '', createdAt: new Date(user.created_at).toISOString() };
}
