import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEMO_PHOTO_SCENES, DEMO_PHOTO_VARIANTS, parseDemoPhotoPath, renderDemoPhoto } from './demo-photo.ts';
import { svgProblems } from './svg-check.ts';

/** Largest accepted document, in bytes. */
const BUDGET = 15 * 1024;
const OPENING = '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">';
const ALL_VARIANTS = Array.from({ length: DEMO_PHOTO_VARIANTS }, (_, i) => i + 1);

describe.each(DEMO_PHOTO_SCENES)('renderDemoPhoto(%s)', (scene) => {
  it('renders the same markup for the same variant', () => {
    for (const variant of [1, 2, 137, 400])
      expect(renderDemoPhoto(scene, variant)).toBe(renderDemoPhoto(scene, variant));
  });

  it('renders different pictures for neighbouring variants', () => {
    const pictures = new Set(ALL_VARIANTS.slice(0, 40).map((variant) => renderDemoPhoto(scene, variant)));
    expect(pictures.size).toBe(40);
  });

  it('is a well-formed, self-contained 1200x800 SVG within the size budget for every variant', () => {
    for (const variant of ALL_VARIANTS) {
      const svg = renderDemoPhoto(scene, variant);
      expect(svg.startsWith(OPENING), `variant ${variant} opening`).toBe(true);
      expect(svg.endsWith('</svg>'), `variant ${variant} closing`).toBe(true);
      expect(svgProblems(svg), `variant ${variant}`).toEqual([]);
      expect(svg.length, `variant ${variant} size`).toBeLessThan(BUDGET);
      expect(svg, `variant ${variant} is self-contained`).not.toMatch(
        /<image|<text|<script|<foreignObject|https?:\/\/(?!www\.w3\.org\/2000\/svg")/,
      );
    }
  });
});

describe('renderDemoPhoto arguments', () => {
  it.each([0, -1, 401, 1.5, Number.NaN])('rejects variant %s', (variant) => {
    expect(() => renderDemoPhoto('exterior', variant)).toThrow(RangeError);
  });

  it('gives unrelated pictures to different scenes with the same variant', () => {
    expect(new Set(DEMO_PHOTO_SCENES.map((scene) => renderDemoPhoto(scene, 7))).size).toBe(DEMO_PHOTO_SCENES.length);
  });
});

describe('parseDemoPhotoPath', () => {
  it('reads a scene and a numbered file', () => {
    expect(parseDemoPhotoPath('exterior', '17.svg')).toEqual({ scene: 'exterior', variant: 17 });
    expect(parseDemoPhotoPath('water-view', '1.svg')).toEqual({ scene: 'water-view', variant: 1 });
    expect(parseDemoPhotoPath('community', '400.svg')).toEqual({ scene: 'community', variant: 400 });
  });

  it.each([
    ['garage', '1.svg'],
    ['Exterior', '1.svg'],
    ['exterior', '0.svg'],
    ['exterior', '401.svg'],
    ['exterior', '017.svg'],
    ['exterior', '1.5.svg'],
    ['exterior', '-1.svg'],
    ['exterior', '1.png'],
    ['exterior', '1.SVG'],
    ['exterior', '1'],
    ['exterior', ' 1.svg'],
    ['exterior', '1.svg/'],
    ['toString', '1.svg'],
    ['__proto__', '1.svg'],
  ])('rejects %s/%s', (scene, file) => {
    expect(parseDemoPhotoPath(scene, file)).toBeNull();
  });

  it('accepts every scene with every variant', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...DEMO_PHOTO_SCENES),
        fc.integer({ min: 1, max: DEMO_PHOTO_VARIANTS }),
        (scene, variant) => {
          expect(parseDemoPhotoPath(scene, `${variant}.svg`)).toEqual({ scene, variant });
        },
      ),
    );
  });

  it('accepts arbitrary strings only when they name a scene and a variant from 1 to 400', () => {
    const scenes = fc.oneof(fc.string(), fc.constantFrom<string>(...DEMO_PHOTO_SCENES));
    const files = fc.oneof(
      fc.string(),
      fc.integer({ min: -5, max: 2000 }).map((i) => `${i}.svg`),
      fc.string().map((s) => `${s}.svg`),
    );
    fc.assert(
      fc.property(scenes, files, (scene, file) => {
        const parsed = parseDemoPhotoPath(scene, file);
        const expected =
          (DEMO_PHOTO_SCENES as readonly string[]).includes(scene) &&
          /^[1-9]\d*\.svg$/.test(file) &&
          Number.parseInt(file, 10) <= DEMO_PHOTO_VARIANTS;
        expect(parsed !== null).toBe(expected);
        if (parsed) expect(`${parsed.variant}.svg`).toBe(file);
      }),
      { numRuns: 2000 },
    );
  });
});
