import type { EventPage, EventParamValue, ProductEventName } from '@app/domain';
import type { EventSender } from './event-sender.ts';
import { productEvent } from './product-events.ts';

/**
 * The events of the page the visitor is on: each gets that page (address, title, referrer, template). On an admin
 * page (`page` null) nothing is sent.
 */
export function createBrowserEvents(deps: {
  readonly sender: Pick<EventSender, 'send'>;
  readonly now: () => number;
  readonly id: () => string;
}) {
  let page: EventPage | null = null;
  return {
    /** The page events now belong to; null on a page that sends nothing. */
    setPage(next: EventPage | null) {
      page = next;
    },
    send(name: ProductEventName, params: Readonly<Record<string, EventParamValue>>, navigation?: 'load' | 'route') {
      if (page !== null) deps.sender.send(productEvent(name, page, params, deps, navigation));
    },
  };
}

export type BrowserEvents = ReturnType<typeof createBrowserEvents>;
