import type { AnyRouter } from '@tanstack/react-router';
import { registerBrowserAnalytics } from './browser-analytics.ts';
import { createBrowserEvents } from './browser-events.ts';
import { trackContactClicks } from './contact-clicks.ts';
import { createConsentStore } from './consent-store.ts';
import { documentCookieJar } from './cookie-jar.ts';
import { createEventSender } from './event-sender.ts';
import { trackPageViews } from './page-view-tracker.ts';
import { randomId } from './product-events.ts';

/**
 * The browser's analytics, composed by hand (ADR 0018): the consent store over the page's cookies and Global Privacy
 * Control, the sender (batches to /api/events, flushed when the page is hidden or left), page views on every
 * navigation and contact clicks. Before the visitor chooses, events still go out with no consent and no client id:
 * the first-party count only.
 */
export function startBrowserAnalytics(router: AnyRouter, win: Window): void {
  const { document, navigator } = win;
  const consent = createConsentStore({
    cookies: documentCookieJar(document),
    globalPrivacyControl: (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true,
    newClientId: () => randomId(win.crypto),
  });
  const sender = createEventSender({
    consent: consent.consent,
    clientId: consent.clientId,
    sendBeacon: (url, body) => navigator.sendBeacon(url, body),
    fetch: (url, init) => win.fetch(url, init),
    setTimer: (run, ms) => win.setTimeout(run, ms),
    clearTimer: (timer) => win.clearTimeout(timer as number),
  });
  const events = createBrowserEvents({ sender, now: () => Date.now(), id: () => randomId(win.crypto) });
  registerBrowserAnalytics(consent, events);
  win.addEventListener('pagehide', sender.flush);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') sender.flush();
  });
  trackPageViews(router, {
    events,
    document,
    origin: win.location.origin,
    defer: (run) => win.setTimeout(run, 0),
  });
  trackContactClicks(document, events);
}
