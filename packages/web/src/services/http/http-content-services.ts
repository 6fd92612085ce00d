import type { Banner } from '@app/domain';
import type { ContentServices } from '../web-services.ts';
import { getJson, getJsonOrNull, type FetchLike } from './app-fetch.ts';

/** The query text of a filter: values left out or empty are not sent. */
function queryOf(filter: object): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filter))
    if (value !== undefined && value !== null && value !== '') params.set(name, String(value));
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

const slugPath = (base: string, slug: string) => `${base}/${encodeURIComponent(slug)}`;

/** The public content API on our own origin (`/api/agents`, `/api/articles`, ...). */
export function createHttpContentServices(fetchFn: FetchLike): ContentServices {
  return {
    agents: (filter = {}) => getJson(fetchFn, `/api/agents${queryOf(filter)}`),
    agent: (slug) => getJsonOrNull(fetchFn, slugPath('/api/agents', slug)),
    communities: (filter = {}) => getJson(fetchFn, `/api/communities${queryOf(filter)}`),
    community: (slug) => getJsonOrNull(fetchFn, slugPath('/api/communities', slug)),
    articles: (filter = {}) => getJson(fetchFn, `/api/articles${queryOf(filter)}`),
    article: (slug) => getJsonOrNull(fetchFn, slugPath('/api/articles', slug)),
    banners: (placement) => getJson<Banner[]>(fetchFn, `/api/banners${queryOf({ placement })}`),
    testimonials: (filter = {}) => getJson(fetchFn, `/api/testimonials${queryOf(filter)}`),
    salesResults: (filter = {}) => getJson(fetchFn, `/api/sales-results${queryOf(filter)}`),
    page: (slug) => getJsonOrNull(fetchFn, slugPath('/api/pages', slug)),
  };
}
