import { mix, shade } from '../color.ts';
import type { Sky } from '../palette.ts';
import type { Random } from '../../data/prng.ts';
import { linear, n, path, rect } from '../svg-kit.ts';
import { WALLS } from '../palette.ts';

/** Gradient for open water. */
export function waterDefs(sky: Sky): string {
  return linear('wa', [
    [0, mix(sky.water[0], sky.stops[2], 0.35)],
    [0.35, sky.water[0]],
    [1, sky.water[1]],
  ]);
}

/** A band of open water between two heights, with sparkling horizontal glints. */
export function waterBand(rng: Random, sky: Sky, top: number, bottom: number): string {
  const glints: string[] = [];
  const rows = Math.max(4, Math.round((bottom - top) / 9));
  for (let i = 0; i < rows; i += 1) {
    const y = top + 3 + ((bottom - top - 4) * i) / rows;
    const depth = (y - top) / (bottom - top);
    for (let j = 0; j < 3; j += 1)
      glints.push(`M${n(rng.float(0, 1200))} ${n(y)}h${n(rng.float(12, 50) * (0.5 + depth * 1.5))}`);
  }
  const glow = sky.name === 'golden' ? '#ffe2a8' : '#ffffff';
  return (
    rect(0, top, 1200, bottom - top, 'url(#wa)') +
    path(glints.join(''), 'none', ` stroke="${glow}" stroke-width="1.6" opacity=".45"`)
  );
}

/** Small houses on the far shore, half hidden by trees. */
export function distantHouses(rng: Random, baseY: number, count: number, scale = 1): string {
  const walls: string[] = [];
  const roofs: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const w = rng.float(40, 80) * scale;
    const h = rng.float(14, 24) * scale;
    const x = rng.float(-20, 1200);
    const wall = rng.pick(WALLS);
    walls.push(rect(x, baseY - h, w, h, wall));
    const rise = h * 0.6;
    roofs.push(
      path(
        `M${n(x - 3)} ${n(baseY - h)}l${n(rise * 1.3)} ${n(-rise)}h${n(w + 6 - rise * 2.6)}l${n(rise * 1.3)} ${n(rise)}Z`,
        rng.pick(['#a8674a', '#8d8f91', '#c9ccce', '#b27c5a']),
      ),
    );
    if (rng.chance(0.6)) walls.push(rect(x + w * 0.2, baseY - h * 0.65, w * 0.25, h * 0.35, shade('#6f8ca3', -0.2)));
  }
  return walls.join('') + roofs.join('');
}
