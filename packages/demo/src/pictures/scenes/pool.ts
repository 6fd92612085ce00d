import { shade } from '../color.ts';
import { finishDefs, finishLayer } from '../kit/finish.ts';
import { palm, palmCrownDef, palmDefs } from '../kit/palm.ts';
import { clipToFrame, depths, flat, project, rays, rungs, steps, type View } from '../kit/perspective.ts';
import { plantDefs, shrub, shrubDef } from '../kit/plants.ts';
import { skyDefs, skyLayer, treeLine } from '../kit/sky.ts';
import { causticPattern, lounger, umbrella } from '../kit/outdoor.ts';
import { distantHouses, waterBand, waterDefs } from '../kit/water.ts';
import { pickSky } from '../palette.ts';
import type { Random } from '../../data/prng.ts';
import { blur, g, linear, MIRROR, n, path, poly, pts, rect, svgDocument } from '../svg-kit.ts';

const HORIZON = 330;
const DECK = 400;
/** Distance in metres from the camera to the far screen wall (depth 1). */
const D0 = 12;

/** A caged pool deck with loungers, looking across the pool to the water. */
export function renderPool(rng: Random): string {
  const sky = pickSky(rng);
  const v: View = { vx: 600 + rng.float(-60, 60), vy: HORIZON };
  const deck = rng.pick(['#e9dcc6', '#e2d2b8', '#d9d4cb', '#efe6d6', '#d8c3a5']);
  const cushion = rng.pick(['#1d6a96', '#e0674e', '#2e7d5b', '#f4ede1', '#0b3c5d', '#c9a227', '#5f8fb0']);
  const frame = rng.pick(['#ffffff', '#3b3f45', '#c9b79c']);
  const cage = rng.pick(['#2f2a26', '#e8e8e6', '#3a3530']);
  const defs =
    skyDefs(sky, rng) +
    waterDefs(sky) +
    palmDefs() +
    plantDefs() +
    finishDefs() +
    linear('pw', [
      [0, '#8fe0e6'],
      [0.5, '#3cc0cf'],
      [1, '#1597ae'],
    ]) +
    causticPattern('cw', 1.6) +
    causticPattern('cx', 3.2) +
    linear('dk', [
      [0, shade(deck, -0.08)],
      [1, deck],
    ]) +
    blur('sh', 6) +
    palmCrownDef('pc', 'coconut', rng, sky.foliage) +
    shrubDef('s1', rng, sky.foliage, rng.chance(0.5) ? '#e0674e' : null);

  const body: string[] = [skyLayer(sky, rng, HORIZON)];
  const shore = HORIZON - rng.float(0, 8);
  body.push(
    treeLine(rng, shore, shade(sky.foliage, -0.2), sky.stops[2], 34),
    distantHouses(rng, shore + 2, rng.int(3, 7), 0.8),
  );
  for (let i = rng.int(2, 5); i > 0; i -= 1)
    body.push(
      palm('pc', 'coconut', {
        x: rng.float(0, 1200),
        baseY: shore + 2,
        height: rng.float(60, 110),
        lean: rng.float(-10, 10),
        scale: 0.32,
      }),
    );
  const lawn = rng.float(372, 386);
  body.push(waterBand(rng, sky, shore, lawn));
  body.push(rect(0, lawn, 1200, DECK - lawn, sky.grass[0]));
  for (let x = 40; x < 1200; x += rng.float(150, 260)) body.push(shrub('s1', x, DECK + 2, 0.45));

  body.push(poly(flat(v, -3000, 4200, DECK, 1, 12), 'url(#dk)'));
  body.push(
    rect(0, DECK - 24, 1200, 24, '#ece6dc'),
    rect(0, DECK - 24, 1200, 3, '#fff'),
    rect(0, DECK - 4, 1200, 4, '#1c2230', ' opacity=".12"'),
  );
  body.push(
    path(
      rays(v, steps(-1400, 2600, 90), DECK, 1, 8) + rungs(v, depths(1.2, 8, 1.18), DECK),
      'none',
      ' stroke="#7a6a55" stroke-opacity=".18"',
    ),
  );

  const px0 = v.vx + rng.float(-30, 30);
  const px1 = px0 + rng.float(300, 360);
  const k0 = D0 / rng.float(9, 10.5);
  const k1 = D0 / rng.float(2.1, 2.6);
  body.push(poly(flat(v, px0 - 8, px1 + 8, DECK, k0 - 0.04, k1 + 0.3), '#f3efe7'));
  body.push(poly(flat(v, px0, px1, DECK, k0, k1), 'url(#pw)'));
  body.push(
    poly(
      [
        ...flat(v, px0, px1, DECK, k0, k0).slice(0, 2),
        ...flat(v, px0, px1, DECK + 22, k0, k0)
          .slice(0, 2)
          .reverse(),
      ],
      '#0e7f95',
      ' opacity=".35"',
    ),
  );
  const km = Math.sqrt(k0 * k1);
  body.push(poly(flat(v, px0, px1, DECK, k0, km), 'url(#cw)'), poly(flat(v, px0, px1, DECK, km, k1), 'url(#cx)'));
  if (rng.chance(0.6)) {
    const [sx, sy] = project(v, px1 + 50, DECK, D0 / 8);
    const r = 55 * (D0 / 8);
    body.push(
      `<ellipse cx="${n(sx)}" cy="${n(sy)}" rx="${n(r)}" ry="${n(r * 0.3)}" fill="#f3efe7"/><ellipse cx="${n(sx)}" cy="${n(sy + 1)}" rx="${n(r * 0.84)}" ry="${n(r * 0.23)}" fill="url(#pw)"/>`,
    );
  }

  const loungers = rng.int(1, 2);
  const lx = px0 - rng.float(110, 130);
  const dist = rng.float(3.6, 4.6);
  if (rng.chance(0.65))
    body.push(
      umbrella(
        v,
        DECK,
        lx - 100 * loungers - 30,
        D0 / (dist + 2.4),
        rng.pick(['#f4ede1', '#e0674e', '#1d6a96', '#2e7d5b', '#ffffff']),
      ),
    );
  for (let i = 0; i < loungers; i += 1)
    body.push(lounger(v, DECK, lx - i * 100, D0 / (dist + 1.9), D0 / dist, frame, cushion));
  for (const potX of [v.vx - 520, v.vx + 540]) {
    if (rng.chance(0.3)) continue;
    const [ppx, ppy] = project(v, potX, DECK, 1.12);
    body.push(
      poly(
        [
          [ppx - 24, ppy - 44],
          [ppx + 24, ppy - 44],
          [ppx + 18, ppy],
          [ppx - 18, ppy],
        ],
        rng.pick(['#f4ede1', '#c46a4e', '#3b4650']),
      ),
    );
    body.push(palm('pc', 'coconut', { x: ppx, baseY: ppy - 42, height: 50, lean: 4, scale: 0.45 }));
  }
  body.push(cageFrame(v, rng, cage));
  return svgDocument(defs, g(body.join(''), rng.chance(0.5) ? MIRROR : '') + finishLayer(sky));
}

function cageFrame(v: View, rng: Random, color: string): string {
  const top = 140;
  const lines: string[] = [];
  const step = rng.float(120, 170);
  for (let x = v.vx - step * 6; x <= v.vx + step * 6; x += step) {
    for (const seg of [
      clipToFrame(project(v, x, DECK, 1), project(v, x, top, 1)),
      clipToFrame(project(v, x, top, 1), project(v, x, top - 40, 4)),
    ]) {
      if (seg) lines.push(`M${pts(seg)}`);
    }
  }
  lines.push(rungs(v, [1], DECK - 64), rungs(v, [1], top));
  for (const sx of [v.vx - step * 4.2, v.vx + step * 4.2]) {
    for (const k of [1.35, 1.9, 2.9]) {
      const seg = clipToFrame(project(v, sx, DECK, k), project(v, sx, top, k));
      if (seg) lines.push(`M${pts(seg)}`);
    }
  }
  return (
    rect(0, 0, 1200, DECK, '#dfe7ec', ' opacity=".14"') +
    path(lines.join(''), 'none', ` stroke="${color}" stroke-width="3" opacity=".75"`)
  );
}
