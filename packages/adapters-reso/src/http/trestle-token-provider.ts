import { DataUnavailableError, type Clock } from '@app/domain';
import { oauthErrorSchema, tokenAnswerSchema } from '../schema/token.schema.ts';
import type { RetryingFetch } from './retrying-fetch.ts';

/** The client-credentials of a Trestle connection. */
export interface TrestleCredentials {
  /** e.g. https://api-trestle.corelogic.com, without a trailing slash. */
  readonly baseUrl: string;
  readonly clientId: string;
  readonly clientSecret: string;
}

/** A token is renewed this long before it expires, so no query goes out with a token about to lapse. */
const TOKEN_RENEWAL_MARGIN_MS = 60_000;

/**
 * OAuth2 client credentials for Trestle: asks `POST {base}/trestle/oidc/connect/token` for a token,
 * keeps it until shortly before it expires, and shares one request among callers that ask together.
 */
export class TrestleTokenProvider {
  private cached: { readonly token: string; readonly renewAtMs: number } | null = null;
  private pending: Promise<string> | null = null;

  constructor(
    private readonly credentials: TrestleCredentials,
    private readonly send: RetryingFetch,
    private readonly clock: Clock,
  ) {}

  /** A valid access token, from the cache when it is still fresh. */
  token(): Promise<string> {
    if (this.cached !== null && this.clock.now() < this.cached.renewAtMs) return Promise.resolve(this.cached.token);
    this.pending ??= this.request().finally(() => {
      this.pending = null;
    });
    return this.pending;
  }

  /** Forgets a token the upstream refused (HTTP 401), so the next call asks for a new one. */
  invalidate(token: string): void {
    if (this.cached?.token === token) this.cached = null;
  }

  private async request(): Promise<string> {
    const { baseUrl, clientId, clientSecret } = this.credentials;
    const body = new URLSearchParams({
      grant_type: 'client_credentials',
      scope: 'api',
      client_id: clientId,
      client_secret: clientSecret,
    });
    const response = await this.send(`${baseUrl}/trestle/oidc/connect/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: body.toString(),
    });
    const payload: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const error = oauthErrorSchema.safeParse(payload);
      throw new DataUnavailableError(
        `Trestle refused the token request (HTTP ${response.status}${error.success ? `, ${error.data.error}` : ''})`,
      );
    }
    const answer = tokenAnswerSchema.safeParse(payload);
    if (!answer.success)
      throw new DataUnavailableError('Trestle answered the token request with something that is not a bearer token');
    const lifetimeMs = answer.data.expires_in * 1_000;
    const renewAtMs = this.clock.now() + lifetimeMs - Math.min(TOKEN_RENEWAL_MARGIN_MS, lifetimeMs / 10);
    this.cached = { token: answer.data.access_token, renewAtMs };
    return answer.data.access_token;
  }
}
