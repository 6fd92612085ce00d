import { jsonBody, startLoopbackServer, type ReceivedRequest } from './loopback-server.ts';

/** A problem as GA4's validation server reports it (`/debug/mp/collect`). */
export interface Ga4ValidationMessage {
  readonly fieldPath: string;
  readonly description: string;
  readonly validationCode:
    | 'VALUE_INVALID'
    | 'VALUE_REQUIRED'
    | 'NAME_INVALID'
    | 'NAME_RESERVED'
    | 'VALUE_OUT_OF_BOUNDS'
    | 'EXCEEDED_MAX_ENTITIES';
}

/** Event names GA4 reserves (its documentation's list); events with them are dropped. */
const RESERVED_EVENT_NAMES = new Set([
  'ad_activeview',
  'ad_click',
  'ad_exposure',
  'ad_impression',
  'ad_query',
  'ad_reward',
  'adunit_exposure',
  'app_background',
  'app_clear_data',
  'app_exception',
  'app_remove',
  'app_store_refund',
  'app_store_subscription_cancel',
  'app_store_subscription_convert',
  'app_store_subscription_renew',
  'app_update',
  'app_upgrade',
  'dynamic_link_app_open',
  'dynamic_link_app_update',
  'dynamic_link_first_open',
  'error',
  'firebase_campaign',
  'first_open',
  'first_visit',
  'in_app_purchase',
  'notification_dismiss',
  'notification_foreground',
  'notification_open',
  'notification_receive',
  'os_update',
  'session_start',
  'session_start_with_rollout',
  'user_engagement',
]);
const NAME = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;
/** Parameters GA4 lets be longer than 100 characters. */
const LONG_PARAMS: Record<string, number> = { page_location: 1000, page_referrer: 420, page_title: 300 };
const MAX_BODY_BYTES = 130_000;

/** The problems GA4 finds in a Measurement Protocol body (an empty list: every event is kept). */
export function ga4ValidationMessages(request: ReceivedRequest): Ga4ValidationMessage[] {
  const messages: Ga4ValidationMessage[] = [];
  const add = (fieldPath: string, validationCode: Ga4ValidationMessage['validationCode'], description: string) =>
    messages.push({ fieldPath, validationCode, description });
  if (!request.url.searchParams.get('measurement_id'))
    add('measurement_id', 'VALUE_REQUIRED', 'Measurement ID is required.');
  if (!request.url.searchParams.get('api_secret')) add('api_secret', 'VALUE_REQUIRED', 'API secret is required.');
  if (Buffer.byteLength(request.body) > MAX_BODY_BYTES) add('', 'VALUE_OUT_OF_BOUNDS', 'Post body exceeds 130kB.');
  const body = jsonBody(request) as { client_id?: unknown; events?: unknown; consent?: unknown } | undefined;
  if (typeof body !== 'object' || body === null)
    return [
      ...messages,
      { fieldPath: '', validationCode: 'VALUE_INVALID', description: 'Unable to parse the JSON payload.' },
    ];
  if (typeof body.client_id !== 'string' || body.client_id === '')
    add('client_id', 'VALUE_REQUIRED', 'client_id is required.');
  if (!Array.isArray(body.events) || body.events.length === 0)
    add('events', 'VALUE_REQUIRED', 'At least one event is required.');
  else if (body.events.length > 25) add('events', 'EXCEEDED_MAX_ENTITIES', 'A request may have at most 25 events.');
  for (const [index, event] of (Array.isArray(body.events) ? body.events : []).entries()) {
    const { name, params } = event as { name?: unknown; params?: Record<string, unknown> };
    if (typeof name !== 'string' || !NAME.test(name))
      add(`events[${String(index)}].name`, 'NAME_INVALID', 'Event name is invalid.');
    else if (RESERVED_EVENT_NAMES.has(name))
      add(`events[${String(index)}].name`, 'NAME_RESERVED', `${name} is a reserved event name.`);
    const entries = Object.entries(params ?? {});
    if (entries.length > 25)
      add(`events[${String(index)}].params`, 'EXCEEDED_MAX_ENTITIES', 'An event may have at most 25 parameters.');
    for (const [key, value] of entries) {
      const at = `events[${String(index)}].params.${key}`;
      if (!NAME.test(key) || /^(google_|ga_|firebase_)/.test(key))
        add(at, 'NAME_INVALID', 'Parameter name is invalid.');
      if (typeof value === 'string' && value.length > (LONG_PARAMS[key] ?? 100))
        add(at, 'VALUE_OUT_OF_BOUNDS', 'Parameter value is too long.');
      if (typeof value !== 'string' && typeof value !== 'number')
        add(at, 'VALUE_INVALID', 'Parameter values are text or numbers.');
    }
  }
  return messages;
}

/** An event GA4 kept, with the request fields that went with it. */
export interface Ga4ReceivedEvent {
  readonly clientId: string;
  readonly consent: unknown;
  readonly name: string;
  readonly params: Record<string, string | number>;
}

/**
 * A double of GA4's Measurement Protocol on loopback, faithful to what Google documents: `/mp/collect` answers
 * 204 whatever it is sent and silently drops an invalid request (so the double keeps the events of valid requests
 * only and counts the dropped ones); `/debug/mp/collect` answers 200 with `validationMessages` and keeps nothing.
 */
export async function startGa4CollectorDouble() {
  const events: Ga4ReceivedEvent[] = [];
  let dropped = 0;
  const server = await startLoopbackServer((request) => {
    const messages = ga4ValidationMessages(request);
    if (request.url.pathname === '/debug/mp/collect') return { status: 200, body: { validationMessages: messages } };
    if (request.url.pathname !== '/mp/collect') return { status: 404 };
    if (messages.length > 0) {
      dropped += 1;
      return { status: 204 };
    }
    const body = jsonBody(request) as {
      client_id: string;
      consent?: unknown;
      events: { name: string; params?: Record<string, string | number> }[];
    };
    for (const event of body.events)
      events.push({ clientId: body.client_id, consent: body.consent, name: event.name, params: event.params ?? {} });
    return { status: 204 };
  });
  return {
    collectUrl: `${server.origin}/mp/collect`,
    debugUrl: `${server.origin}/debug/mp/collect`,
    events,
    droppedRequests: () => dropped,
    close: server.close,
  };
}

export type Ga4CollectorDouble = Awaited<ReturnType<typeof startGa4CollectorDouble>>;
