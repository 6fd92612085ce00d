import type { Clock } from '@app/domain';

/** The double's OAuth2 server: issues client-credentials tokens and checks bearer tokens. */
export class TrestleDoubleAuth {
  /** How many tokens were issued so far. */
  issued = 0;
  private readonly expiries = new Map<string, number>();

  constructor(
    private readonly clock: Clock,
    private readonly clientId: string,
    private readonly clientSecret: string,
    private readonly ttlSeconds: number,
  ) {}

  /** Answers a token request (form-encoded body), as `POST /trestle/oidc/connect/token` does. */
  issue(contentType: string, body: string): { status: number; body: unknown } {
    const form = new URLSearchParams(body);
    if (!contentType.startsWith('application/x-www-form-urlencoded'))
      return { status: 400, body: { error: 'invalid_request' } };
    if (form.get('grant_type') !== 'client_credentials')
      return { status: 400, body: { error: 'unsupported_grant_type' } };
    if (form.get('client_id') !== this.clientId || form.get('client_secret') !== this.clientSecret)
      return { status: 400, body: { error: 'invalid_client' } };
    if (!(form.get('scope') ?? '').split(' ').includes('api')) return { status: 400, body: { error: 'invalid_scope' } };
    const token = `token-${++this.issued}`;
    this.expiries.set(token, this.clock.now() + this.ttlSeconds * 1_000);
    return { status: 200, body: { access_token: token, expires_in: this.ttlSeconds, token_type: 'Bearer' } };
  }

  /** Null for a live bearer token; otherwise the OAuth2 error to answer with 401. */
  check(authorization: string | undefined): { error: string; error_description: string } | null {
    const token = /^Bearer (.+)$/.exec(authorization ?? '')?.[1];
    const expiry = token === undefined ? undefined : this.expiries.get(token);
    if (expiry === undefined)
      return { error: 'invalid_token', error_description: 'The access token is missing or unknown' };
    return this.clock.now() < expiry ? null : { error: 'invalid_token', error_description: 'The access token expired' };
  }

  /** Revokes every issued token, as a credential rotation upstream does. */
  revokeAll(): void {
    this.expiries.clear();
  }
}
