import { mix, shade } from '../color.ts';
import { finishDefs, finishLayer } from '../kit/finish.ts';
import { chair, sofa, table } from '../kit/furniture.ts';
import { palm, palmCrownDef, palmDefs } from '../kit/palm.ts';
import { block, clipToFrame, depths, flat, project, rays, rungs, steps, type View } from '../kit/perspective.ts';
import { ceilingFan, pottedPalm, type Room } from '../kit/room.ts';
import { skyDefs, skyLayer, treeLine } from '../kit/sky.ts';
import { distantHouses, waterBand, waterDefs } from '../kit/water.ts';
import { INTERIORS, pickSky } from '../palette.ts';
import type { Random } from '../../data/prng.ts';
import { blur, g, linear, MIRROR, path, poly, pts, rect, svgDocument } from '../svg-kit.ts';

const FLOOR = 560;
const HEADER = 112;
const CAGE = 0.42;

/** A covered lanai with outdoor seating and dining under a ceiling fan, opening onto a caged pool and the water. */
export function renderLanai(rng: Random): string {
  const sky = pickSky(rng);
  const p = rng.pick(INTERIORS);
  const vx = 600 + rng.float(-60, 60);
  const v: View = { vx, vy: 352 };
  const deck = rng.pick(['#e9dcc6', '#e2d2b8', '#d9d4cb', '#efe6d6']);
  const ceilingWood = rng.chance(0.5) ? '#c49a6c' : '#f4f2ee';
  const fabric = rng.pick(['#f4ede1', '#d7dfe2', '#e6dccb', '#c9d6d2']);
  const defs =
    skyDefs(sky, rng) +
    waterDefs(sky) +
    palmDefs() +
    finishDefs() +
    blur('sh', 6) +
    palmCrownDef('pc', 'coconut', rng, sky.foliage) +
    linear('pw', [
      [0, '#8fe0e6'],
      [0.5, '#3cc0cf'],
      [1, '#1597ae'],
    ]);

  const body = [skyLayer(sky, rng, v.vy)];
  const [, cageFoot] = project(v, 0, FLOOR, CAGE);
  body.push(
    treeLine(rng, v.vy - 2, shade(sky.foliage, -0.2), sky.stops[2], 26),
    distantHouses(rng, v.vy, rng.int(2, 5), 0.6),
  );
  body.push(waterBand(rng, sky, v.vy - 2, cageFoot - 14), rect(0, cageFoot - 14, 1200, 14, sky.grass[0]));
  for (let i = rng.int(1, 3); i > 0; i -= 1)
    body.push(
      palm('pc', 'coconut', {
        x: rng.float(0, 1200),
        baseY: v.vy,
        height: rng.float(50, 80),
        lean: rng.float(-8, 8),
        scale: 0.25,
      }),
    );

  body.push(poly(flat(v, -2000, 3200, FLOOR, CAGE, 4), deck));
  body.push(
    path(
      rays(v, steps(-1400, 2600, 100), FLOOR, CAGE, 4) + rungs(v, depths(CAGE * 1.2, 4, 1.2), FLOOR),
      'none',
      ' stroke="#7a6a55" stroke-opacity=".16"',
    ),
  );
  const px0 = vx + rng.float(-420, -120);
  body.push(
    poly(flat(v, px0 - 14, px0 + 554, FLOOR, 0.5, 0.86), '#f3efe7'),
    poly(flat(v, px0, px0 + 540, FLOOR, 0.52, 0.84), 'url(#pw)'),
  );

  const cage: string[] = [];
  const [, cageTop] = project(v, 0, HEADER - 200, CAGE);
  for (const x of steps(-1600, 2800, 160)) {
    for (const seg of [
      clipToFrame(project(v, x, FLOOR, CAGE), project(v, x, HEADER - 200, CAGE)),
      clipToFrame(project(v, x, HEADER - 200, CAGE), project(v, x, HEADER - 40, 0.8)),
    ]) {
      if (seg) cage.push(`M${pts(seg)}`);
    }
  }
  cage.push(`M0 ${Math.round(cageTop)}H1200`, `M0 ${Math.round(project(v, 0, FLOOR - 70, CAGE)[1])}H1200`);
  body.push(
    rect(0, 0, 1200, cageFoot, '#dfe7ec', ' opacity=".12"'),
    path(cage.join(''), 'none', ' stroke="#3a3530" stroke-width="2" opacity=".6"'),
  );

  const r: Room = { v, x0: vx - 520, x1: vx + 520, ceiling: HEADER, floor: FLOOR, near: 4 };
  body.push(poly(flat(v, -2000, 3200, HEADER, 1, 4), ceilingWood));
  body.push(
    path(
      rays(v, steps(-600, 1800, 34), HEADER, 1, 4),
      'none',
      ` stroke="${shade(ceilingWood, -0.15)}" stroke-width="1"`,
    ),
  );
  body.push(
    block(
      v,
      { x0: -2000, x1: 3200, y0: HEADER - 40, y1: HEADER + 26, k0: 0.98, k1: 1 },
      { front: '#f7f5f0', top: '#e9e5dc', side: '#dcd7cc' },
    ),
  );
  for (const cx of [vx - 520, vx + 520])
    body.push(
      block(
        v,
        { x0: cx - 22, x1: cx + 22, y0: HEADER + 26, y1: FLOOR, k0: 0.97, k1: 1.01 },
        { front: '#f7f5f0', top: '#fff', side: '#d8d3c8' },
      ),
    );

  const sofaX = vx - rng.float(190, 230);
  body.push(
    poly(flat(v, sofaX - 200, sofaX + 200, FLOOR, 1.1, 2.1), mix(p.floor, p.accent, 0.35)),
    poly(flat(v, sofaX - 190, sofaX + 190, FLOOR, 1.12, 2.0), mix(p.floor, '#ffffff', 0.4)),
  );
  body.push(
    sofa(
      v,
      sofaX - 140,
      sofaX + 140,
      FLOOR,
      1.12,
      1.45,
      fabric,
      rng.pick(['#1d6a96', '#e0674e', '#2e7d5b', '#c9a227']),
    ),
  );
  body.push(
    table(v, sofaX - 80, sofaX + 80, FLOOR, 34, 1.62, 1.85, rng.pick(['#9a7552', '#e9e4da', '#6e5038']), '#3b3a38'),
  );
  const dx = vx + rng.float(200, 240);
  const wood = rng.pick(['#9a7552', '#6e5038', '#e9e4da']);
  const seatColor = rng.pick(['#3b3a38', '#f4f2ee', mix(wood, '#3b3a38', 0.3)]);
  for (const cx of [dx - 55, dx + 55]) body.push(chair(v, cx, FLOOR, 1.16, seatColor, true));
  body.push(table(v, dx - 110, dx + 110, FLOOR, 74, 1.24, 1.46, wood, shade(wood, -0.35)));
  for (const cx of [dx - 55, dx + 55]) body.push(chair(v, cx, FLOOR, 1.5, seatColor, false));
  body.push(
    pottedPalm(r, rng.chance(0.5) ? vx - 470 : vx + 470, 1.1, 'pc', rng.pick(['#f4ede1', '#c46a4e', '#3b4650'])),
  );
  body.push(ceilingFan(r, vx + rng.float(-60, 60), 1.5, rng.pick(['#7a5a3c', '#f4f2ee', '#3b3a38'])));
  return svgDocument(defs, g(body.join(''), rng.chance(0.5) ? MIRROR : '') + finishLayer(sky));
}
