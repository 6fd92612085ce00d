import { createAppFetch, type FetchLike } from '../services/http/app-fetch.ts';
import { createHttpWebServices } from '../services/http/http-web-services.ts';
import type { WebServices } from '../services/web-services.ts';

/**
 * The browser's composition root: the services the app uses, over HTTP, built once. The graph
 * is two objects (the retrying fetch and the HTTP services), so it is composed by hand: a DI
 * container here would add about 30 KB gzipped to every page's first load (ADR 0014, ADR 0018).
 * The server's much larger graph is composed by inversify (`packages/api/src/composition`, ADR 0017).
 */
export function createBrowserServices(baseFetch: FetchLike = window.fetch.bind(window)): WebServices {
  return createHttpWebServices(createAppFetch(baseFetch));
}
