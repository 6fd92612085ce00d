import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { effectiveConsent, isSearchEngineBot, type AppServices, type Clock, type ProductEvent } from '@app/domain';
import { requestHeader } from '../request-header.ts';
import type { RequestLimits } from '../request-limits.ts';
import { eventBatchSchema, type EventBatch } from '../schemas/event.schema.ts';
import { errorSchema } from '../schemas/listing.schema.ts';
import { rejectInvalidRequest } from '../validation.ts';
import type { ViewedHomes } from '../visitor/viewed-homes.ts';
import { logRecovered } from '../../logging/logger.ts';

/** Batches one address may send per minute (a visitor sends one per page or so; a busy office shares an address). */
export const EVENTS_RATE_LIMIT = { name: 'events', points: 120, windowMs: 60_000 } as const;
export const EVENTS_RATE_LIMITED = 'Too many events from your connection. Please wait a minute.';
/** A failing destination is reported at most this often, so an outage at Google or Meta does not flood the log. */
const FAILURE_LOG_INTERVAL_MS = 60_000;

const route = createRoute({
  method: 'post',
  path: '/api/events',
  summary:
    'Page views and product events of the public site (sent by the browser with navigator.sendBeacon); counted ' +
    'first-party, and forwarded to GA4 and Meta only as the visitor consented (Sec-GPC: 1 turns advertising off)',
  request: { body: { content: { 'application/json': { schema: eventBatchSchema } }, required: true } },
  responses: {
    202: { description: 'Taken', content: { 'application/json': { schema: z.object({ accepted: z.number() }) } } },
    400: {
      description: 'Invalid batch (each problem named)',
      content: { 'application/json': { schema: errorSchema } },
    },
    429: { description: 'Too many batches', content: { 'application/json': { schema: errorSchema } } },
  },
});

function productEvents(batch: EventBatch): ProductEvent[] {
  return batch.events.map((event) => ({
    ...event,
    ...(event.navigation === undefined ? {} : { navigation: event.navigation }),
  }));
}

/** The MLS numbers of the homes a batch says were viewed (`view_item` events' `listing_id`). */
export function viewedListingIds(batch: EventBatch): string[] {
  return batch.events.flatMap((event) => {
    const id = event.name === 'view_item' ? event.params.listing_id : undefined;
    return typeof id === 'string' && /^[A-Za-z0-9-]{1,40}$/.test(id) ? [id] : [];
  });
}

/**
 * `POST /api/events`: validates the batch, answers at once, and forwards in the background (the visitor never waits
 * for Google or Meta). Bots' batches are taken and dropped. With `viewedHomes`, a signed-in visitor's viewed homes join
 * their lead's activity.
 */
export function eventsRoutes(
  services: Pick<AppServices, 'forwardEvents'>,
  limits: RequestLimits,
  clock: Clock,
  log: (message: string, error: unknown) => void = logRecovered,
  viewedHomes?: ViewedHomes,
) {
  const limiter = limits.counters(EVENTS_RATE_LIMIT);
  let lastFailureLog = Number.NEGATIVE_INFINITY;
  const reportFailures = (failures: readonly { destination: string; failure: unknown }[]) => {
    if (failures.length === 0 || clock.now() - lastFailureLog < FAILURE_LOG_INTERVAL_MS) return;
    lastFailureLog = clock.now();
    for (const { destination, failure } of failures) log(`Events could not be sent to ${destination}:`, failure);
  };
  return new OpenAPIHono({ defaultHook: rejectInvalidRequest }).openapi(route, async (c) => {
    const batch = c.req.valid('json');
    const address = limits.clientAddress(c);
    if (!(await limiter.consume(address)).allowed) return c.json({ error: EVENTS_RATE_LIMITED }, 429);
    const userAgent = requestHeader(c, 'user-agent') ?? null;
    if (userAgent === null || isSearchEngineBot(userAgent)) return c.json({ accepted: 0 }, 202);
    if (viewedHomes) await viewedHomes(c, viewedListingIds(batch));
    const consent = effectiveConsent(batch.consent, requestHeader(c, 'sec-gpc') === '1');
    const visitor = { clientId: batch.clientId ?? 'anonymous', consent, ipAddress: address, userAgent };
    void services
      .forwardEvents(productEvents(batch), visitor)
      .then((outcomes) => reportFailures(outcomes.filter((outcome) => outcome.failure !== null)))
      .catch((error: unknown) => log('Events could not be forwarded:', error));
    return c.json({ accepted: batch.events.length }, 202);
  });
}
