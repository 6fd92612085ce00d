import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  SWIPE_MIN_PX,
  applyGalleryAction,
  galleryKeyAction,
  photoAlt,
  photoCountLabel,
  swipeAction,
  wrapIndex,
} from './gallery-state.ts';

const gallery = fc
  .integer({ min: 1, max: 60 })
  .chain((count) => fc.tuple(fc.constant(count), fc.integer({ min: 0, max: count - 1 })));

describe(wrapIndex, () => {
  it('always lands on a photo that exists', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: 1, max: 60 }), (index, count) => {
        const wrapped = wrapIndex(index, count);
        expect(wrapped).toBeGreaterThanOrEqual(0);
        expect(wrapped).toBeLessThan(count);
      }),
    );
  });

  it('goes from the last photo to the first and back', () => {
    expect(wrapIndex(14, 14)).toBe(0);
    expect(wrapIndex(-1, 14)).toBe(13);
  });
});

describe(applyGalleryAction, () => {
  it('undoes a step forward with a step back', () => {
    fc.assert(
      fc.property(gallery, ([count, index]) => {
        expect(applyGalleryAction(applyGalleryAction(index, count, 'next'), count, 'previous')).toBe(index);
      }),
    );
  });

  it('comes back to the same photo after as many steps as there are photos', () => {
    fc.assert(
      fc.property(gallery, fc.constantFrom('next' as const, 'previous' as const), ([count, index], action) => {
        let at = index;
        for (let step = 0; step < count; step += 1) at = applyGalleryAction(at, count, action);
        expect(at).toBe(index);
      }),
    );
  });

  it('jumps to the first and last photo and keeps the photo on close', () => {
    expect(applyGalleryAction(5, 14, 'first')).toBe(0);
    expect(applyGalleryAction(5, 14, 'last')).toBe(13);
    expect(applyGalleryAction(5, 14, 'close')).toBe(5);
  });
});

describe(galleryKeyAction, () => {
  it('maps the arrow keys, Home, End and Escape', () => {
    expect(['ArrowRight', 'ArrowLeft', 'Home', 'End', 'Escape'].map((key) => galleryKeyAction({ key }))).toEqual([
      'next',
      'previous',
      'first',
      'last',
      'close',
    ]);
  });

  it('leaves other keys and browser shortcuts alone', () => {
    expect(galleryKeyAction({ key: 'a' })).toBeNull();
    expect(galleryKeyAction({ key: 'ArrowLeft', altKey: true })).toBeNull();
    expect(galleryKeyAction({ key: 'ArrowRight', metaKey: true })).toBeNull();
  });
});

describe(swipeAction, () => {
  it('reads a right-to-left swipe as next and left-to-right as previous', () => {
    expect(swipeAction(-120, 10)).toBe('next');
    expect(swipeAction(120, -10)).toBe('previous');
  });

  it('ignores short moves and mostly vertical ones (scrolling)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -2000, max: 2000 }), fc.integer({ min: -2000, max: 2000 }), (dx, dy) => {
        if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dy) >= Math.abs(dx)) expect(swipeAction(dx, dy)).toBeNull();
        else expect(swipeAction(dx, dy)).toBe(dx < 0 ? 'next' : 'previous');
      }),
    );
  });
});

describe(photoCountLabel, () => {
  it('counts from 1', () => {
    expect(photoCountLabel(2, 14)).toBe('3 / 14');
  });
});

describe(photoAlt, () => {
  it("uses the photo's description, else its number and the address", () => {
    expect(photoAlt({ ShortDescription: 'Screened lanai' }, 2, '12 Palm Ct')).toBe('Screened lanai');
    expect(photoAlt({ ShortDescription: null }, 2, '12 Palm Ct')).toBe('Photo 3 of 12 Palm Ct');
    expect(photoAlt({ ShortDescription: '  ' }, 0, '12 Palm Ct')).toBe('Photo 1 of 12 Palm Ct');
  });
});
