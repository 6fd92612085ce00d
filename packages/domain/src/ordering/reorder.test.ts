import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors/domain-error.ts';
import { checkOrderedIds, MAX_IDS_PER_REQUEST, reorder, sortOrdersOf } from './reorder.ts';

const listWithPositions = fc
  .uniqueArray(fc.string({ minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 30 })
  .chain((items) => fc.tuple(fc.constant(items), fc.nat({ max: items.length - 1 }), fc.nat({ max: items.length - 1 })));

describe(reorder, () => {
  it('moves one item and shifts the ones between', () => {
    expect(reorder(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(reorder(['a', 'b', 'c', 'd'], 3, 1)).toEqual(['a', 'd', 'b', 'c']);
    expect(reorder(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
    expect(reorder([], 0, 3)).toEqual([]);
  });

  it('clamps positions outside the list', () => {
    expect(reorder(['a', 'b', 'c'], -4, 9)).toEqual(['b', 'c', 'a']);
  });

  it('answers a permutation of the list', () => {
    fc.assert(
      fc.property(listWithPositions, ([items, from, to]) => {
        expect([...reorder(items, from, to)].sort()).toEqual([...items].sort());
      }),
    );
  });

  it('puts the moved item at the target position', () => {
    fc.assert(
      fc.property(listWithPositions, ([items, from, to]) => {
        expect(reorder(items, from, to)[to]).toBe(items[from]);
      }),
    );
  });

  it('keeps the relative order of every other item', () => {
    fc.assert(
      fc.property(listWithPositions, ([items, from, to]) => {
        const moved = items[from];
        const others = (list: readonly string[]) => list.filter((item) => item !== moved);
        expect(others(reorder(items, from, to))).toEqual(others(items));
      }),
    );
  });

  it('leaves the input untouched', () => {
    fc.assert(
      fc.property(listWithPositions, ([items, from, to]) => {
        const copy = [...items];
        reorder(items, from, to);
        expect(items).toEqual(copy);
      }),
    );
  });
});

describe(sortOrdersOf, () => {
  it('numbers the ids in steps of ten, increasing with the position', () => {
    expect([...sortOrdersOf(['x', 'y', 'z'])]).toEqual([
      ['x', 10],
      ['y', 20],
      ['z', 30],
    ]);
    fc.assert(
      fc.property(fc.uniqueArray(fc.uuid(), { maxLength: 50 }), (ids) => {
        const orders = ids.map((id) => sortOrdersOf(ids).get(id) ?? -1);
        orders.forEach((order, index) => index > 0 && expect(order).toBeGreaterThan(orders[index - 1] ?? 0));
      }),
    );
  });
});

describe(checkOrderedIds, () => {
  const problem = (ids: string[]) => {
    try {
      checkOrderedIds(ids);
      return null;
    } catch (error) {
      expect(error).toBeInstanceOf(ValidationError);
      return (error as ValidationError).issues[0];
    }
  };

  it('accepts distinct ids up to the limit', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.uuid(), { minLength: 1, maxLength: MAX_IDS_PER_REQUEST }), (ids) => {
        expect(problem(ids)).toBeNull();
      }),
    );
  });

  it('refuses no ids, too many, or one twice, naming the field', () => {
    expect(problem([])).toEqual({ field: 'ids', message: 'must name at least one record' });
    expect(problem(Array.from({ length: MAX_IDS_PER_REQUEST + 1 }, (_, index) => `id-${String(index)}`))).toEqual({
      field: 'ids',
      message: 'must name at most 200 records',
    });
    expect(problem(['a', 'b', 'a'])).toEqual({ field: 'ids', message: 'names a twice' });
  });
});
