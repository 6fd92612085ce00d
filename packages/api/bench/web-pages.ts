/** The pages the web part measures, by what they are. */
export interface WebPage {
  readonly label: string;
  readonly path: string;
}

async function json<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/**
 * The six pages. The property is the newest listing for sale and the article the newest
 * one outside the team's own category (whose path carries the team's slug), both asked of the API.
 */
export async function webPages(origin: string): Promise<WebPage[]> {
  const search = await json<{ listings: { ListingId: string }[] }>(`${origin}/api/listings/search`);
  const listingId = search.listings[0]?.ListingId;
  if (listingId === undefined) throw new Error('/api/listings/search answered no listing');
  const articles = await json<{ items: { category: string; slug: string }[] }>(`${origin}/api/articles`);
  const article = articles.items.find((item) => item.category !== 'team-articles');
  if (article === undefined) throw new Error('/api/articles answered no article outside the team category');
  return [
    { label: 'home', path: '/' },
    { label: 'search', path: '/search' },
    { label: 'map search', path: '/search/map' },
    { label: 'property', path: `/properties/${encodeURIComponent(listingId)}` },
    { label: 'community', path: '/communities/naples' },
    {
      label: 'article',
      path: `/resources/${encodeURIComponent(article.category)}/${encodeURIComponent(article.slug)}`,
    },
  ];
}
