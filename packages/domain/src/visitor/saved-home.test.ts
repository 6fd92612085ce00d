import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STANDARD_STATUSES } from '../listing/listing.ts';
import { changesSinceSaved, hasChangedSinceSaved } from './saved-home.ts';

const priceArbitrary = fc.option(fc.integer({ min: 1, max: 50_000_000 }), { nil: null });
const statusArbitrary = fc.constantFrom(...STANDARD_STATUSES);

describe('changes since a home was saved', () => {
  it('reports a price change exactly when both prices are known and differ, with its direction', () => {
    fc.assert(
      fc.property(priceArbitrary, priceArbitrary, statusArbitrary, (then, now, status) => {
        const { price } = changesSinceSaved({ priceAtSave: then, statusAtSave: status }, { price: now, status });
        if (then === null || now === null || then === now) expect(price).toBeNull();
        else expect(price).toEqual({ from: then, to: now, direction: now < then ? 'down' : 'up' });
      }),
    );
  });

  it('reports a status change exactly when the status differs, and nothing changed when neither did', () => {
    fc.assert(
      fc.property(priceArbitrary, statusArbitrary, statusArbitrary, (price, then, now) => {
        const changes = changesSinceSaved({ priceAtSave: price, statusAtSave: then }, { price, status: now });
        expect(changes.status).toEqual(then === now ? null : { from: then, to: now });
        expect(hasChangedSinceSaved(changes)).toBe(then !== now);
      }),
    );
  });

  it('reports a listing no longer on the site as gone', () => {
    const changes = changesSinceSaved({ priceAtSave: 500_000, statusAtSave: 'Active' }, null);
    expect(changes).toEqual({ price: null, status: null, gone: true });
    expect(hasChangedSinceSaved(changes)).toBe(true);
  });

  it('reads a drop from 650,000 to 599,000 and Active to Pending', () => {
    expect(
      changesSinceSaved({ priceAtSave: 650_000, statusAtSave: 'Active' }, { price: 599_000, status: 'Pending' }),
    ).toEqual({
      price: { from: 650_000, to: 599_000, direction: 'down' },
      status: { from: 'Active', to: 'Pending' },
      gone: false,
    });
  });
});
