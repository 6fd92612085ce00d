import type { APIRequestContext } from '@playwright/test';

/** The published content the e2e specs check pages against, read from the public content API. */
export interface ApiCommunity {
  slug: string;
  name: string;
  city: string;
  summary: string;
  subdivisions: string[];
  highlights: { amenities: string[]; schools: string[]; lifestyle: string[] };
}

export interface ApiArticle {
  slug: string;
  category: string;
  title: string;
  excerpt: string;
  tags: string[];
  authorAgentId: string | null;
}

interface Page<T> {
  items: T[];
  total: number;
}

async function getJson<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  if (!response.ok()) throw new Error(`${url} answered ${response.status()}`);
  return (await response.json()) as T;
}

export const publishedCommunities = (request: APIRequestContext) =>
  getJson<Page<ApiCommunity>>(request, '/api/communities?perPage=200');

export const publishedArticles = (request: APIRequestContext, query = '') =>
  getJson<Page<ApiArticle>>(request, `/api/articles?perPage=200${query}`);

export const visibleAgents = (request: APIRequestContext) =>
  getJson<Page<{ id: string; slug: string; name: string }>>(request, '/api/agents?perPage=200');

/** The team's slug (its article list is /resources/{teamSlug}-articles). */
export async function teamSlug(request: APIRequestContext): Promise<string> {
  return (await getJson<{ teamSlug: string }>(request, '/api/site/settings')).teamSlug;
}

/** Homes for sale a search for a subdivision finds (the search's default statuses). */
export async function subdivisionTotal(request: APIRequestContext, subdivision: string): Promise<number> {
  return (
    await getJson<{ total: number }>(request, `/api/listings/search?subdivision=${encodeURIComponent(subdivision)}`)
  ).total;
}

/** The path segment of an article's category. */
export function categorySegment(category: string, team: string): string {
  return category === 'team-articles' ? `${team}-articles` : category;
}
