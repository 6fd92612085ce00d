import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cleanPicture } from './content-normalize.ts';

describe(cleanPicture, () => {
  it('trims, keeps an override only when set and clamps the focal point into the picture', () => {
    expect(cleanPicture({ url: ' /a.webp ', alt: ' Pier ' })).toEqual({ url: '/a.webp', alt: 'Pier' });
    expect(cleanPicture({ url: '/a', alt: 'x', altOverride: false, focus: { x: 1.4, y: -0.2 } })).toEqual({
      url: '/a',
      alt: 'x',
      focus: { x: 1, y: 0 },
    });
    expect(cleanPicture({ url: '/a', alt: 'x', altOverride: true })).toEqual({
      url: '/a',
      alt: 'x',
      altOverride: true,
    });
  });

  it('always stores a focal point within 0..1, and cleaning twice equals cleaning once (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.boolean(), fc.double(), fc.double(), (url, alt, altOverride, x, y) => {
        const once = cleanPicture({ url, alt, altOverride, focus: { x, y } });
        const focus = once.focus ?? { x: -1, y: -1 };
        return (
          focus.x >= 0 &&
          focus.x <= 1 &&
          focus.y >= 0 &&
          focus.y <= 1 &&
          JSON.stringify(cleanPicture(once)) === JSON.stringify(once)
        );
      }),
    );
  });
});
