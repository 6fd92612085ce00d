import { MAX_EVENTS_PER_BATCH, type Consent, type ProductEvent } from '@app/domain';

/** The endpoint the browser sends its events to (ADR 0024). */
export const EVENTS_ENDPOINT = '/api/events';
/** Events wait this long for others to join them, so they arrive while the page is open. */
export const IDLE_FLUSH_MS = 2_000;

export interface EventSenderDeps {
  /** The visitor's consent and client id now (they may change while events wait). */
  readonly consent: () => Consent;
  readonly clientId: () => string | undefined;
  /** navigator.sendBeacon; false when the browser refused to queue the request. */
  readonly sendBeacon: (url: string, body: Blob) => boolean;
  readonly fetch: (url: string, init: RequestInit) => Promise<unknown>;
  readonly setTimer: (run: () => void, ms: number) => unknown;
  readonly clearTimer: (timer: unknown) => void;
}

/** An event with the consent and client id of the moment it happened. */
interface WaitingEvent {
  readonly event: ProductEvent;
  readonly consent: Consent;
  readonly clientId: string | undefined;
}

const sameVisitor = (a: WaitingEvent, b: WaitingEvent) =>
  a.clientId === b.clientId &&
  a.consent.analytics === b.consent.analytics &&
  a.consent.advertising === b.consent.advertising;

/**
 * Collects events and sends them to `POST /api/events` in batches of at most 25: after 2 s without a new event, and
 * at once when `flush` is called (the page is hidden or left). Each event goes with the consent given when it
 * happened (a page viewed before "Accept" is not forwarded after it). `sendBeacon` first (it survives the page's
 * unload), `fetch` with `keepalive` when the browser refuses it. A failed send is not retried: analytics never get in
 * the visitor's way.
 */
export function createEventSender(deps: EventSenderDeps) {
  let waiting: WaitingEvent[] = [];
  let timer: unknown = null;

  const post = (batch: readonly WaitingEvent[]) => {
    const [{ consent, clientId }] = batch as [WaitingEvent];
    const events = batch.map((waited) => waited.event);
    const body = JSON.stringify({ consent, ...(clientId === undefined ? {} : { clientId }), events });
    if (deps.sendBeacon(EVENTS_ENDPOINT, new Blob([body], { type: 'application/json' }))) return;
    void deps
      .fetch(EVENTS_ENDPOINT, {
        method: 'POST',
        body,
        keepalive: true,
        headers: { 'content-type': 'application/json' },
      })
      .catch(() => undefined);
  };

  const flush = () => {
    if (timer !== null) deps.clearTimer(timer);
    timer = null;
    let batch: WaitingEvent[] = [];
    for (const waited of waiting) {
      if (
        batch.length === MAX_EVENTS_PER_BATCH ||
        (batch.length > 0 && !sameVisitor(batch[0] as WaitingEvent, waited))
      ) {
        post(batch);
        batch = [];
      }
      batch.push(waited);
    }
    waiting = [];
    if (batch.length > 0) post(batch);
  };

  return {
    send(event: ProductEvent) {
      waiting.push({ event, consent: deps.consent(), clientId: deps.clientId() });
      if (timer !== null) deps.clearTimer(timer);
      timer = deps.setTimer(flush, IDLE_FLUSH_MS);
    },
    flush,
  };
}

export type EventSender = ReturnType<typeof createEventSender>;
