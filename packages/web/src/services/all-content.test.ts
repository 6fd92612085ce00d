import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONTENT_MAX_PAGE_SIZE } from '@app/domain';
import { allContent, type ContentPager } from './all-content.ts';

/** A list of `count` numbered records answered in pages, counting the calls. */
function pagedList(count: number): { list: ContentPager<number>; calls: () => number } {
  const records = Array.from({ length: count }, (_, index) => index);
  let calls = 0;
  const list: ContentPager<number> = async ({ page, perPage }) => {
    calls += 1;
    return { items: records.slice((page - 1) * perPage, page * perPage), total: records.length };
  };
  return { list, calls: () => calls };
}

describe(allContent, () => {
  it('reads a short list in one call', async () => {
    const { list, calls } = pagedList(20);
    expect(await allContent(list)).toHaveLength(20);
    expect(calls()).toBe(1);
  });

  it('reads every record once, in order, with as few calls as the pages need', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 3 * CONTENT_MAX_PAGE_SIZE + 7 }), async (count) => {
        const { list, calls } = pagedList(count);
        expect(await allContent(list)).toEqual(Array.from({ length: count }, (_, index) => index));
        expect(calls()).toBe(Math.max(1, Math.ceil(count / CONTENT_MAX_PAGE_SIZE)));
      }),
      { numRuns: 30 },
    );
  });

  it('stops when a page comes back empty even if the total promised more', async () => {
    const list: ContentPager<number> = async ({ page }) => ({ items: page === 1 ? [1, 2] : [], total: 10 });
    expect(await allContent(list)).toEqual([1, 2]);
  });
});
