import type { BrowserEvents } from './browser-events.ts';

/** Which way of contact a link opens: a call for `tel:`, an e-mail for `mailto:`, or null for any other link. */
export function contactChannel(href: string | null): 'phone' | 'email' | null {
  if (href === null) return null;
  if (/^tel:/i.test(href)) return 'phone';
  if (/^mailto:/i.test(href)) return 'email';
  return null;
}

/** Sends a `contact_click` (the channel, never the number or address) for each click on a phone or e-mail link. */
export function trackContactClicks(root: Pick<Document, 'addEventListener'>, events: BrowserEvents): void {
  root.addEventListener(
    'click',
    (event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      const channel = contactChannel(link?.getAttribute('href') ?? null);
      if (channel !== null) events.send('contact_click', { channel });
    },
    { capture: true },
  );
}
