import type { EventParamValue, ProductEventName } from '@app/domain';
import type { BrowserEvents } from './browser-events.ts';
import type { ConsentStore } from './consent-store.ts';

/**
 * The browser's consent store and events, set once by the browser's entry (startBrowserAnalytics). On the server,
 * and before that, there are none: a component asks for them in an effect or an event handler.
 */
let started: { readonly consent: ConsentStore; readonly events: BrowserEvents } | null = null;

export function registerBrowserAnalytics(consent: ConsentStore, events: BrowserEvents): void {
  started = { consent, events };
}

/** The visitor's consent store in the browser, null on the server. */
export function browserConsent(): ConsentStore | null {
  return started?.consent ?? null;
}

/** Sends a product event of the current page (nothing on the server or on an admin page). */
export function sendProductEvent(name: ProductEventName, params: Readonly<Record<string, EventParamValue>>): void {
  started?.events.send(name, params);
}
