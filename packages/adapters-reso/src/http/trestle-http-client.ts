import { DataUnavailableError } from '@app/domain';
import type { RetryingFetch } from './retrying-fetch.ts';
import type { TrestleTokenProvider } from './trestle-token-provider.ts';

/** Reads a JSON document from a URL of the upstream. */
export interface JsonReader {
  getJson(url: string): Promise<unknown>;
}

/**
 * GETs Trestle OData URLs with a bearer token. A 401 answer (expired or revoked token) renews
 * the token once and repeats the query; retries of network failures, 429 and 5xx happen below,
 * in the retrying fetch. URLs outside the base URL's origin are refused, so a `@odata.nextLink`
 * can never carry the token elsewhere.
 */
export class TrestleHttpClient implements JsonReader {
  private readonly origin: string;

  constructor(
    baseUrl: string,
    private readonly tokens: TrestleTokenProvider,
    private readonly send: RetryingFetch,
  ) {
    this.origin = new URL(baseUrl).origin;
  }

  async getJson(url: string): Promise<unknown> {
    if (new URL(url).origin !== this.origin)
      throw new DataUnavailableError(`Trestle pointed to a URL outside ${this.origin}`);
    let token = await this.tokens.token();
    let response = await this.get(url, token);
    if (response.status === 401) {
      await response.body?.cancel();
      this.tokens.invalidate(token);
      token = await this.tokens.token();
      response = await this.get(url, token);
    }
    if (!response.ok)
      throw new DataUnavailableError(
        `Trestle answered HTTP ${response.status} to ${new URL(url).pathname}: ${await snippet(response)}`,
      );
    try {
      return await response.json();
    } catch (cause) {
      throw new DataUnavailableError(`Trestle answered ${new URL(url).pathname} with a body that is not JSON`, {
        cause,
      });
    }
  }

  private get(url: string, token: string): Promise<Response> {
    return this.send(url, { method: 'GET', headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' } });
  }
}

async function snippet(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  return text.length > 300 ? `${text.slice(0, 300)}…` : text || '(empty body)';
}
