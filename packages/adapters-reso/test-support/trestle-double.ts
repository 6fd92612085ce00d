import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Clock, Listing, OpenHouse } from '@app/domain';
import { answerQuery } from './odata-collection.ts';
import type { ResoRecord } from './odata-expression.ts';
import { TrestleDoubleAuth } from './trestle-double-auth.ts';
import { TrestleDoubleQuota } from './trestle-double-quota.ts';
import { OPEN_HOUSE_FIELDS, PROPERTY_FIELDS, type FieldType } from './reso-metadata.ts';
import { toResoOpenHouse, toResoProperty } from './reso-json.ts';

/** How the double behaves; it reads time from the same clock as the client under test. */
export interface TrestleDoubleOptions {
  readonly clock: Clock;
  readonly clientId?: string;
  readonly clientSecret?: string;
  /** Lifetime of the tokens it issues; Trestle's are 8 hours. */
  readonly tokenTtlSeconds?: number;
  readonly minuteQuota?: number;
  readonly hourQuota?: number;
  /** Send `@odata.nextLink` when more records follow (Trestle does); false leaves paging to the client. */
  readonly nextLinks?: boolean;
}

/**
 * An answer the double gives to the next OData query instead of the real one: `drop` closes the
 * connection unanswered, `pass` lets that query be answered normally.
 */
export type ScriptedAnswer =
  { readonly status: number; readonly headers?: Record<string, string>; readonly body?: unknown } | 'drop' | 'pass';

/** One request the double received, and the status it answered (0 for a dropped connection). */
export interface RecordedRequest {
  readonly method: string;
  readonly path: string;
  readonly params: URLSearchParams;
  readonly status: number;
  readonly at: number;
}

const RESOURCES: Record<string, Record<string, FieldType>> = {
  Property: PROPERTY_FIELDS,
  OpenHouse: OPEN_HOUSE_FIELDS,
};

/**
 * An in-process stand-in for CoreLogic Trestle's RESO Web API on `node:http`, built from its
 * documented behaviour: client-credentials tokens that expire, 401 `invalid_token`, per-minute and
 * per-hour quotas answered with 429 and quota headers, OData queries on Property and OpenHouse,
 * and `@odata.nextLink` paging with `$skip`. Tests put records in and read the requests back.
 */
export class TrestleDouble {
  readonly requests: RecordedRequest[] = [];
  readonly auth: TrestleDoubleAuth;
  private readonly quota: TrestleDoubleQuota;
  private readonly records = new Map<string, Map<string, ResoRecord>>([
    ['Property', new Map()],
    ['OpenHouse', new Map()],
  ]);
  private readonly scripted: ScriptedAnswer[] = [];

  private constructor(
    private readonly server: Server,
    readonly baseUrl: string,
    private readonly options: TrestleDoubleOptions,
  ) {
    this.auth = new TrestleDoubleAuth(
      options.clock,
      options.clientId ?? 'client',
      options.clientSecret ?? 'secret',
      options.tokenTtlSeconds ?? 28_800,
    );
    this.quota = new TrestleDoubleQuota(options.clock, options.minuteQuota ?? 180, options.hourQuota ?? 7_200);
  }

  /** Starts a double on a free port of 127.0.0.1. */
  static async start(options: TrestleDoubleOptions): Promise<TrestleDouble> {
    const server = createServer();
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const double = new TrestleDouble(server, `http://127.0.0.1:${(server.address() as AddressInfo).port}`, options);
    server.on('request', (request, response) => void double.handle(request, response));
    return double;
  }

  /** Adds or replaces listings (by ListingKey). */
  putListings(...listings: readonly Listing[]): void {
    for (const listing of listings) this.putRecord('Property', toResoProperty(listing));
  }

  /** Adds or replaces open houses (by OpenHouseKey), in the given RESO status. */
  putOpenHouses(openHouses: readonly OpenHouse[], status = 'Active'): void {
    for (const openHouse of openHouses) this.putRecord('OpenHouse', toResoOpenHouse(openHouse, status));
  }

  /** Adds a raw record as is, malformed ones included; its key field names it when it has one. */
  putRecord(resource: 'Property' | 'OpenHouse', record: ResoRecord): void {
    const key = record[resource === 'Property' ? 'ListingKey' : 'OpenHouseKey'];
    this.collection(resource).set(typeof key === 'string' ? key : `unkeyed-${this.collection(resource).size}`, record);
  }

  /** Deletes records by key, the way an MLS purges them: without a trace in the feed. */
  remove(resource: 'Property' | 'OpenHouse', ...keys: readonly string[]): void {
    for (const key of keys) this.collection(resource).delete(key);
  }

  /** Makes the next OData queries get these answers, in order. */
  script(...answers: readonly ScriptedAnswer[]): void {
    this.scripted.push(...answers);
  }

  /** The OData queries received (token requests aside). */
  queries(): RecordedRequest[] {
    return this.requests.filter((request) => request.path.startsWith('/trestle/odata/'));
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    this.server.close();
    await once(this.server, 'close');
  }

  private collection(resource: string): Map<string, ResoRecord> {
    return this.records.get(resource) ?? new Map<string, ResoRecord>();
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', this.baseUrl);
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const answer = (status: number, body: unknown, headers: Record<string, string> = {}): void => {
      this.requests.push({
        method: request.method ?? '',
        path: url.pathname,
        params: url.searchParams,
        status,
        at: this.options.clock.now(),
      });
      response.writeHead(status, {
        'Content-Type': 'application/json; odata.metadata=minimal',
        ...this.quota.headers(),
        ...headers,
      });
      response.end(JSON.stringify(body));
    };
    if (url.pathname === '/trestle/oidc/connect/token' && request.method === 'POST') {
      const issued = this.auth.issue(request.headers['content-type'] ?? '', Buffer.concat(chunks).toString('utf8'));
      return answer(issued.status, issued.body);
    }
    const resource = /^\/trestle\/odata\/(\w+)$/.exec(url.pathname)?.[1];
    const fields = resource === undefined ? undefined : RESOURCES[resource];
    if (request.method !== 'GET' || resource === undefined || fields === undefined)
      return answer(404, { error: { code: '', message: `No resource at ${url.pathname}` } });
    const scripted = this.scripted.shift();
    if (scripted === 'drop') {
      this.requests.push({
        method: 'GET',
        path: url.pathname,
        params: url.searchParams,
        status: 0,
        at: this.options.clock.now(),
      });
      request.socket.destroy();
      return;
    }
    if (scripted !== undefined && scripted !== 'pass')
      return answer(scripted.status, scripted.body ?? {}, scripted.headers);
    const refused = this.auth.check(request.headers.authorization);
    if (refused !== null)
      return answer(401, refused, {
        'WWW-Authenticate': `Bearer error="invalid_token", error_description="${refused.error_description}"`,
      });
    const retryAfter = this.quota.take();
    if (retryAfter !== null)
      return answer(429, { error: { code: '', message: 'Quota exceeded' } }, { 'Retry-After': String(retryAfter) });
    const answered = answerQuery(
      [...this.collection(resource).values()],
      url,
      fields,
      this.baseUrl,
      this.options.nextLinks ?? true,
    );
    return answer(answered.status, answered.body);
  }
}
