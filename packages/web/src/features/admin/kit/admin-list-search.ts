export type SortDirection = 'asc' | 'desc';

/**
 * An admin list's state in its address (`?search=ann&sort=email&direction=desc&page=2&role=admin`):
 * the search text, the order, the page and the area's own filters, each left out when empty.
 */
export type AdminListSearch = {
  readonly search?: string;
  readonly sort?: string;
  readonly direction?: SortDirection;
  readonly page?: number;
} & { readonly [filter: string]: string | number | undefined };

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

/**
 * The `validateSearch` of an admin list route: keeps the list's own params and the named filters
 * (the API validates a filter's value), drops anything else; a bad page or direction is dropped.
 */
export function adminListSearch(filterNames: readonly string[] = []) {
  return (raw: Record<string, unknown>): AdminListSearch => {
    const page = Number(raw.page);
    const search: Record<string, string | number | undefined> = {
      search: text(raw.search),
      sort: text(raw.sort),
      direction: raw.direction === 'asc' || raw.direction === 'desc' ? raw.direction : undefined,
      page: Number.isInteger(page) && page > 1 ? page : undefined,
    };
    for (const name of filterNames) search[name] = text(raw[name]);
    return Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined));
  };
}
