import { Agent } from 'node:http';
import { contactSubmission } from '../several-servers/contact-load.ts';
import { loopbackRequest, visitorAddress } from '../several-servers/loopback-request.ts';
import { percentile } from './shared.ts';

/** What a mixed load measured. */
export interface MixedLoadResult {
  readonly seconds: number;
  readonly requests: number;
  readonly requestsPerSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  /** Answers of 5xx, failed connections and timeouts. */
  readonly errors: number;
  /** Other answers outside 2xx/3xx (429 from a limit, 404), by status. */
  readonly refused: Readonly<Record<number, number>>;
  /** Contact submissions acknowledged (201). */
  readonly contactsAcknowledged: number;
}

/** The paths of a mix: home, search pages, property pages, map pins; contact posts are added by the load. */
export interface MixPaths {
  readonly property: readonly string[];
}

/**
 * One request of the mix by its number: of every 20, 4 home pages, 5 search pages (a few hundred
 * price floors: some cached, some not), 4 property pages, 5 map-pin queries (a few hundred areas)
 * and 2 contact posts. Deterministic, so two runs send the same requests.
 */
export function mixedRequest(n: number, mix: MixPaths): { path: string; contact: boolean } {
  const slot = n % 20;
  const step = Math.floor(n / 20);
  if (slot < 4) return { path: '/', contact: false };
  if (slot < 9) return { path: `/search?minPrice=${200_000 + (step % 300) * 5_000}`, contact: false };
  if (slot < 13) return { path: mix.property[step % mix.property.length] ?? '/', contact: false };
  if (slot < 18) {
    const south = 26 + (step % 20) * 0.02;
    const west = -81.9 + (Math.floor(step / 20) % 15) * 0.02;
    return {
      path: `/api/listings/pins?bounds=${[south, west, south + 0.1, west + 0.1].map((v) => v.toFixed(2)).join(',')}`,
      contact: false,
    };
  }
  return { path: '/api/contact', contact: true };
}

/**
 * Sends the mix to `origin` for `seconds` over `connections` keep-alive connections (the GETs, from
 * 127.0.0.1) while each contact post comes from its own visitor's loopback address on a new
 * connection (one post per visitor: a visitor's post is never refused by the per-address limit).
 * Measures time to the last byte of each answer.
 */
export async function mixedLoad(
  origin: string,
  mix: MixPaths,
  options: { seconds: number; connections: number; firstVisitor: number },
): Promise<MixedLoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections });
  const times: number[] = [];
  const refused: Record<number, number> = {};
  let errors = 0;
  let contactsAcknowledged = 0;
  let next = 0;
  const started = performance.now();
  const deadline = started + options.seconds * 1000;
  const worker = async () => {
    while (performance.now() < deadline) {
      const n = next++;
      const { path, contact } = mixedRequest(n, mix);
      const sentAt = performance.now();
      try {
        const answer = contact
          ? await loopbackRequest(`${origin}${path}`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: contactSubmission(options.firstVisitor + n),
              from: visitorAddress(options.firstVisitor + n),
            })
          : await loopbackRequest(`${origin}${path}`, { agent, headers: { 'accept-encoding': 'br, gzip' } });
        times.push(performance.now() - sentAt);
        if (answer.status >= 500) errors += 1;
        else if (answer.status >= 400) refused[answer.status] = (refused[answer.status] ?? 0) + 1;
        else if (contact && answer.status === 201) contactsAcknowledged += 1;
      } catch {
        errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: options.connections }, worker));
  agent.destroy();
  const seconds = (performance.now() - started) / 1000;
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    seconds: Math.round(seconds),
    requests: times.length,
    requestsPerSecond: Math.round(times.length / seconds),
    p50Ms: round(percentile(times, 0.5)),
    p99Ms: round(percentile(times, 0.99)),
    errors,
    refused,
    contactsAcknowledged,
  };
}
