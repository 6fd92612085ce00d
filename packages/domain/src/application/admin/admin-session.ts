import type { AuthUser } from '../../auth/auth-user.ts';

/** Who makes an admin call: the signed-in user and the credential their ports are opened with. */
export interface AdminSession {
  readonly user: AuthUser;
  /** Opaque to the domain: the adapters bind the user's ports to it (Supabase row-level security). */
  readonly accessToken: string;
}
