import type { EventParamValue, ProductEventName } from '@app/domain';
import type { BrowserEvents } from './browser-events.ts';
import type { ConsentStore } from './consent-store.ts';

/**
 * The browser's consent store and events, set once by startBrowserAnalytics (loaded by the browser's entry as a chunk
 * of its own). On the server, and before that, there are none: components ask in an event handler or subscribe.
 */
let started: { readonly consent: ConsentStore; readonly events: BrowserEvents } | null = null;
const listeners = new Set<() => void>();
/** "Cookie settings" was pressed before the consent code arrived: the settings open as soon as it does. */
let settingsAsked = false;

export function registerBrowserAnalytics(consent: ConsentStore, events: BrowserEvents): void {
  started = { consent, events };
  if (settingsAsked) consent.openSettings();
  settingsAsked = false;
  for (const listener of listeners) listener();
}

/** Opens the cookie settings (the footer's and the privacy policy's "Cookie settings"), now or once they loaded. */
export function openCookieSettings(): void {
  if (started === null) settingsAsked = true;
  else started.consent.openSettings();
}

/** Tells `listener` when the browser's analytics start (their code loads after the page's); returns the unsubscribe. */
export function onBrowserAnalyticsStarted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The visitor's consent store in the browser, null on the server. */
export function browserConsent(): ConsentStore | null {
  return started?.consent ?? null;
}

/** Sends a product event of the current page (nothing on the server or on an admin page). */
export function sendProductEvent(name: ProductEventName, params: Readonly<Record<string, EventParamValue>>): void {
  started?.events.send(name, params);
}

/** Forgets the started analytics (tests only: the browser starts them once per page). */
export function resetBrowserAnalyticsForTests(): void {
  started = null;
  settingsAsked = false;
}
