import { PORTRAIT_HAIR_STYLES, portraitTraits } from '../../data/portrait.ts';
import { describe, expect, it } from 'vitest';
import { renderDemoPhoto } from '../demo-photo.ts';
import { BACKDROP, HAIR, OUTFIT, SKIN } from '../portrait/portrait-palette.ts';

const VARIANTS = Array.from({ length: 400 }, (_, index) => index + 1);
const compactHex = (hex: string) => hex.replace(/^#([\da-f])\1([\da-f])\2([\da-f])\3$/i, '#$1$2$3');

describe('the portrait scene', () => {
  it('draws the traits its alt text describes: skin, hair colour, clothes and backdrop', () => {
    for (const variant of VARIANTS) {
      const svg = renderDemoPhoto('portrait', variant);
      const traits = portraitTraits(variant);
      for (const colour of [
        SKIN[traits.skinTone] ?? '',
        HAIR[traits.hairColour],
        OUTFIT[traits.outfit][0],
        BACKDROP[traits.backdrop][0],
      ])
        expect(svg, `variant ${variant}`).toContain(compactHex(colour));
    }
  });

  it('draws glasses exactly when the traits have them', () => {
    for (const variant of VARIANTS)
      expect(renderDemoPhoto('portrait', variant).includes('rx="14"'), `variant ${variant}`).toBe(
        portraitTraits(variant).glasses,
      );
  });

  it('offers every hair style among its variants', () => {
    expect(new Set(VARIANTS.map((variant) => portraitTraits(variant).hairStyle))).toEqual(
      new Set(PORTRAIT_HAIR_STYLES),
    );
  });
});
