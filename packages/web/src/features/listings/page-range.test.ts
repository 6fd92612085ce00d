import { describe, expect, it } from 'vitest';
import { DOTS, pageRange } from './page-range.ts';

describe('pageRange', () => {
  it('lists every page up to seven', () => {
    expect(pageRange(1, 2)).toEqual([1, 2]);
    expect(pageRange(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('shows the first five, dots and the last near the start', () => {
    expect(pageRange(1, 17)).toEqual([1, 2, 3, 4, 5, DOTS, 17]);
    expect(pageRange(2, 17)).toEqual([1, 2, 3, 4, 5, DOTS, 17]);
    expect(pageRange(4, 17)).toEqual([1, 2, 3, 4, 5, DOTS, 17]);
  });

  it('shows the first, dots and the last five near the end', () => {
    expect(pageRange(17, 17)).toEqual([1, DOTS, 13, 14, 15, 16, 17]);
    expect(pageRange(14, 17)).toEqual([1, DOTS, 13, 14, 15, 16, 17]);
  });

  it('shows the current page with a neighbour each side between dots in the middle', () => {
    expect(pageRange(5, 17)).toEqual([1, DOTS, 4, 5, 6, DOTS, 17]);
    expect(pageRange(9, 17)).toEqual([1, DOTS, 8, 9, 10, DOTS, 17]);
  });

  it('always has seven places beyond seven pages', () => {
    for (let count = 8; count <= 40; count += 1)
      for (let page = 1; page <= count; page += 1) {
        const range = pageRange(page, count);
        expect(range).toHaveLength(7);
        expect(range).toContain(page);
        expect(range[0]).toBe(1);
        expect(range[6]).toBe(count);
      }
  });
});
