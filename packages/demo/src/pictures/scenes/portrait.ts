import { drawPortraitTraits } from '../../data/portrait.ts';
import type { Random } from '../../data/prng.ts';
import { shade } from '../color.ts';
import { finishDefs, finishLayer } from '../kit/finish.ts';
import { BACKDROP, HAIR, SKIN } from '../portrait/portrait-palette.ts';
import { face, figure } from '../portrait/portrait-figure.ts';
import { hairBehind, hairOnTop } from '../portrait/portrait-hair.ts';
import { blur, circle, g, linear, n, path, rect, svgDocument } from '../svg-kit.ts';

/** The figure is drawn at a comfortable size, then enlarged about the bottom centre to fill a square crop. */
const FILL_FRAME = ' transform="matrix(1.15 0 0 1.15 -90 -100)"';

function frond(rng: Random, color: string): string {
  const x = rng.chance(0.5) ? rng.float(-40, 160) : rng.float(1040, 1240);
  const y = rng.float(-60, 220);
  const leaves: string[] = [];
  for (let angle = rng.float(0, 0.6); angle < Math.PI * 2; angle += rng.float(0.45, 0.7)) {
    const length = rng.float(180, 300);
    const tipX = x + Math.cos(angle) * length;
    const tipY = y + Math.sin(angle) * length;
    const bend = rng.float(-40, 40);
    leaves.push(`M${n(x)} ${n(y)}Q${n((x + tipX) / 2 + bend)} ${n((y + tipY) / 2 - bend)} ${n(tipX)} ${n(tipY)}`);
  }
  return path(
    leaves.join(''),
    'none',
    ` stroke="${color}" stroke-width="${n(rng.float(16, 26))}" stroke-linecap="round" opacity=".35" filter="url(#sf)"`,
  );
}

/**
 * An illustrated head-and-shoulders portrait for an agent's profile: skin tone, hair, clothes,
 * backdrop, glasses and beard come from `drawPortraitTraits` (so an alt text can say what is shown),
 * soft palm fronds and light spots from the rest of the random source.
 */
export function renderPortrait(rng: Random): string {
  const traits = drawPortraitTraits(rng);
  const [top, bottom] = BACKDROP[traits.backdrop];
  const skin = SKIN[traits.skinTone] ?? SKIN[0];
  const hair = HAIR[traits.hairColour];
  const defs =
    linear('bd', [
      [0, top],
      [1, bottom],
    ]) +
    blur('sf', 14) +
    blur('bk', 30) +
    finishDefs();
  const spots: string[] = [];
  for (let index = rng.int(3, 6); index > 0; index -= 1)
    spots.push(
      circle(
        rng.float(0, 1200),
        rng.float(0, 500),
        rng.float(30, 90),
        '#ffffff',
        ` opacity="${rng.chance(0.5) ? '.25' : '.15'}" filter="url(#bk)"`,
      ),
    );
  const body = [
    rect(0, 0, 1200, 800, 'url(#bd)'),
    g(spots.join('')),
    frond(rng, shade(bottom, -0.25)),
    frond(rng, shade(bottom, -0.2)),
    g(
      hairBehind(traits.hairStyle, hair) +
        figure(traits, skin) +
        face(traits, skin, hair) +
        hairOnTop(traits.hairStyle, hair),
      FILL_FRAME,
    ),
  ];
  return svgDocument(defs, body.join('') + finishLayer(null));
}
