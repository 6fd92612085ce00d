import { CONTENT_MAX_PAGE_SIZE, type ContentPage } from '@app/domain';

/** One page of a public content list, asked for by number and size. */
export type ContentPager<T> = (paging: { page: number; perPage: number }) => Promise<ContentPage<T>>;

/** Every record of a public content list, read page after page of CONTENT_MAX_PAGE_SIZE (most lists fit in one). */
export async function allContent<T>(list: ContentPager<T>): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await list({ page, perPage: CONTENT_MAX_PAGE_SIZE });
    items.push(...answer.items);
    if (answer.items.length === 0 || items.length >= answer.total) return items;
  }
}
