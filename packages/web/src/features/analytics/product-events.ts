import type { EventPage, EventParamValue, ProductEvent, ProductEventName } from '@app/domain';

/** The longest page address, title and referrer `POST /api/events` takes. */
const LIMITS = { location: 1000, title: 300, referrer: 420 } as const;

/** A random id: crypto.randomUUID where the page is a secure context, random bytes otherwise. */
export function randomId(crypto: Crypto): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A page as events describe it, cut to the lengths the endpoint takes (a referrer that is no web address: none). */
export function eventPage(page: EventPage): EventPage {
  return {
    location: page.location.slice(0, LIMITS.location),
    title: page.title.slice(0, LIMITS.title),
    referrer: /^https?:\/\//.test(page.referrer) ? page.referrer.slice(0, LIMITS.referrer) : '',
    template: page.template.startsWith('/') ? page.template.slice(0, 100) : '/',
  };
}

/** One event, with its own id and time. */
export function productEvent(
  name: ProductEventName,
  page: EventPage,
  params: Readonly<Record<string, EventParamValue>>,
  deps: { readonly now: () => number; readonly id: () => string },
  navigation?: 'load' | 'route',
): ProductEvent {
  return {
    name,
    id: deps.id(),
    at: deps.now(),
    page: eventPage(page),
    ...(navigation === undefined ? {} : { navigation }),
    params,
  };
}
