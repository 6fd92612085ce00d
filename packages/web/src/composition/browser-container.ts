import { Container } from 'inversify';
import { createAppFetch, type FetchLike } from '../services/http/app-fetch.ts';
import { createHttpWebServices } from '../services/http/http-web-services.ts';
import type { WebServices } from '../services/web-services.ts';

const TOKENS = {
  fetch: Symbol('fetch'),
  services: Symbol('WebServices'),
} as const;

/**
 * The browser's composition root: binds the HTTP adapters to the services the app uses and
 * hands out the resolved services object. Nothing outside this folder sees the container.
 */
export function createBrowserServices(baseFetch: FetchLike = window.fetch.bind(window)): WebServices {
  const container = new Container();
  container.bind<FetchLike>(TOKENS.fetch).toConstantValue(createAppFetch(baseFetch));
  container
    .bind<WebServices>(TOKENS.services)
    .toResolvedValue((fetchFn: FetchLike) => createHttpWebServices(fetchFn), [TOKENS.fetch])
    .inSingletonScope();
  return container.get<WebServices>(TOKENS.services);
}
