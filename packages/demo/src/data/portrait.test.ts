import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describePortrait, portraitTraits, portraitVariantWith, type PortraitTraits } from './portrait.ts';

const TRAITS: PortraitTraits = {
  hairStyle: 'bun',
  hairColour: 'blond',
  skinTone: 1,
  outfit: 'navy blazer',
  backdrop: 'sand',
  glasses: true,
  beard: false,
};

describe(portraitTraits, () => {
  it('gives the same traits for the same variant, and a beard only with short hair', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 400 }), (variant) => {
        const traits = portraitTraits(variant);
        expect(portraitTraits(variant)).toEqual(traits);
        if (traits.beard) expect(['short', 'side-part', 'close-cropped']).toContain(traits.hairStyle);
      }),
    );
  });
});

describe(portraitVariantWith, () => {
  it('finds the first variant with the wanted traits', () => {
    const variant = portraitVariantWith({ hairStyle: 'curly', glasses: true });
    expect(portraitTraits(variant)).toMatchObject({ hairStyle: 'curly', glasses: true });
    for (let earlier = 1; earlier < variant; earlier += 1)
      expect(portraitTraits(earlier)).not.toMatchObject({ hairStyle: 'curly', glasses: true });
  });

  it('refuses traits no variant has', () => {
    expect(() => portraitVariantWith({ hairStyle: 'bun', beard: true })).toThrow('No demo portrait');
  });
});

describe(describePortrait, () => {
  it('says who is shown and what can be seen', () => {
    expect(describePortrait('Rachel Ellis', TRAITS)).toBe(
      'Illustrated portrait of Rachel Ellis, smiling, with blond hair in a bun, glasses, wearing a navy blazer, on a sand background',
    );
    expect(
      describePortrait('Ben Morales', {
        ...TRAITS,
        hairStyle: 'close-cropped',
        hairColour: 'dark brown',
        beard: true,
        glasses: false,
      }),
    ).toBe(
      'Illustrated portrait of Ben Morales, smiling, with close-cropped dark brown hair, a trimmed beard, wearing a navy blazer, on a sand background',
    );
  });
});
