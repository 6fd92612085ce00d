import type { AssuranceLevel } from '@app/domain';

/** What the adapter reads of a GoTrue access token GoTrue has already verified (or is about to). */
export interface AccessTokenClaims {
  /** When the access token expires (seconds since the epoch), 0 when unreadable. */
  readonly exp: number;
  /**
   * When the session signed in (seconds): the earliest `amr` timestamp, which GoTrue keeps from the
   * sign-in in every token of the session however often it is refreshed; null when absent.
   */
  readonly signedInAt: number | null;
  /** The `amr` methods: `password`, or `otp` / `recovery` / `magiclink` for a session a mailed link opened. */
  readonly methods: readonly string[];
  /** The session's authenticator assurance level when the token was issued: aal2 once a code was verified in it. */
  readonly aal: AssuranceLevel;
}

function amrEntries(value: unknown): { method: string; timestamp: number }[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { method, timestamp } = entry as { method?: unknown; timestamp?: unknown };
    return typeof method === 'string' && typeof timestamp === 'number' ? [{ method, timestamp }] : [];
  });
}

/** The claims of an access token's payload; unreadable parts read as absent (GoTrue judges the signature). */
export function accessTokenClaims(accessToken: string): AccessTokenClaims {
  try {
    const payload = JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      exp?: unknown;
      amr?: unknown;
      aal?: unknown;
    };
    const amr = amrEntries(payload.amr);
    return {
      exp: typeof payload.exp === 'number' ? payload.exp : 0,
      signedInAt: amr.length === 0 ? null : Math.min(...amr.map((entry) => entry.timestamp)),
      methods: amr.map((entry) => entry.method),
      aal: payload.aal === 'aal2' ? 'aal2' : 'aal1',
    };
  } catch {
    return { exp: 0, signedInAt: null, methods: [], aal: 'aal1' };
  }
}

/** GoTrue's Session.IsRecovery(): a session a reset or invitation link opened. */
export function openedByLink(claims: AccessTokenClaims): boolean {
  return claims.methods.some((method) => ['otp', 'magiclink', 'recovery', 'invite'].includes(method));
}
