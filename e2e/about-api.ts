import type { APIRequestContext } from '@playwright/test';

/** The About content the e2e specs check pages against, read from the public content API. */
export interface ApiAgent {
  id: string;
  slug: string;
  name: string;
  title: string;
  phone: string;
  email: string;
  languages: string[];
  specialties: string[];
  licenseNumber: string;
  mlsMemberId: string | null;
  isBroker: boolean;
}

export interface ApiTestimonial {
  authorName: string;
  quote: string;
  rating: number;
  agentId: string | null;
}

export interface ApiSale {
  address: string;
  city: string;
  price: number;
  side: 'listing' | 'buyer';
  agentId: string | null;
}

export interface ApiSitePage {
  title: string;
  intro: string;
}

async function json<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  if (!response.ok()) throw new Error(`${url} answered ${response.status()}`);
  return (await response.json()) as T;
}

const items = async <T>(request: APIRequestContext, url: string) => (await json<{ items: T[] }>(request, url)).items;

export const agents = (request: APIRequestContext) => items<ApiAgent>(request, '/api/agents?perPage=200');
export const testimonials = (request: APIRequestContext, query = '') =>
  items<ApiTestimonial>(request, `/api/testimonials?perPage=200${query}`);
export const sales = (request: APIRequestContext, query = '') =>
  items<ApiSale>(request, `/api/sales-results?perPage=200${query}`);
export const sitePage = (request: APIRequestContext, slug: string) => json<ApiSitePage>(request, `/api/pages/${slug}`);

/** How many listings of one agent a search finds (`status` as in the search URL). */
export async function agentListingTotal(request: APIRequestContext, mlsId: string, status = ''): Promise<number> {
  return (
    await json<{ total: number }>(
      request,
      `/api/listings/search?agent=${mlsId}${status === '' ? '' : `&status=${status}`}`,
    )
  ).total;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** A price as the pages write it: `$1,250,000`. */
export const dollars = (amount: number) => usd.format(amount);

/** The totals the sales-results page must show for these sales. */
export function totalsOf(list: readonly ApiSale[]) {
  const volume = list.reduce((sum, sale) => sum + sale.price, 0);
  return { count: list.length, volume, average: list.length === 0 ? null : Math.round(volume / list.length) };
}
