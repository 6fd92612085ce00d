import { mix, shade } from '../color.ts';
import { finishDefs, finishLayer } from '../kit/finish.ts';
import { lamp, sofa, table, tones, vase } from '../kit/furniture.ts';
import { palmCrownDef, palmDefs } from '../kit/palm.ts';
import { block, flat, side } from '../kit/perspective.ts';
import {
  cans,
  ceilingFan,
  floorLight,
  glazing,
  outdoorView,
  pottedPalm,
  type Room,
  roomDefs,
  roomShell,
} from '../kit/room.ts';
import { waterDefs } from '../kit/water.ts';
import { type Interior, INTERIORS, pickSky } from '../palette.ts';
import type { Random } from '../../data/prng.ts';
import { blur, g, MIRROR, n, path, poly, rect, svgDocument } from '../svg-kit.ts';

/** A bright great room: a glass wall or two windows around a media wall, sofa, rug, coffee table and ceiling fan. */
export function renderLiving(rng: Random): string {
  const sky = pickSky(rng);
  const p = rng.pick(INTERIORS);
  const vx = 600 + rng.float(-80, 80);
  const r: Room = {
    v: { vx, vy: 372 },
    x0: vx - rng.float(400, 440),
    x1: vx + rng.float(400, 440),
    ceiling: 96,
    floor: 540,
    near: 3.4,
  };
  const defs =
    roomDefs(p, sky) +
    waterDefs(sky) +
    palmDefs() +
    finishDefs() +
    blur('sh', 6) +
    blur('cb', 2) +
    palmCrownDef('pc', 'coconut', rng, sky.foliage);

  const body = [roomShell(r, p, rng.chance(0.6))];
  const frame = rng.pick(['#3b3a38', '#f7f7f5', '#5b4a3a']);
  const gy0 = r.ceiling + rng.float(30, 60);
  if (rng.chance(0.6)) {
    const gx0 = r.x0 + rng.float(30, 70);
    const gx1 = r.x1 - rng.float(30, 70);
    body.push(
      glazing(
        'gw',
        gx0,
        gx1,
        gy0,
        r.floor - 10,
        rng.int(3, 5),
        frame,
        outdoorView(rng, sky, gx0, gx1, gy0, r.floor - 10, 'pc'),
      ),
    );
    body.push(floorLight(r, gx0, gx1));
  } else {
    const span = rng.float(190, 230);
    for (const [id, gx0, gx1] of [
      ['gl', r.x0 + 40, r.x0 + 40 + span],
      ['gr', r.x1 - 40 - span, r.x1 - 40],
    ] as const) {
      body.push(
        glazing(id, gx0, gx1, gy0, r.floor - 10, 2, frame, outdoorView(rng, sky, gx0, gx1, gy0, r.floor - 10, 'pc')),
        floorLight(r, gx0, gx1),
      );
    }
    body.push(mediaWall(r, p, rng, r.x0 + 60 + span, r.x1 - 60 - span));
  }
  if (rng.chance(0.4)) body.push(beams(r, rng.pick(['#9a7552', '#f4f2ee', '#c49a6c'])));
  const rugK0 = 1.3;
  const rugK1 = 2.5;
  const rug = rng.pick(['#e8e1d3', '#d9dfe0', '#c9b79c', '#f1ece2']);
  body.push(
    poly(flat(r.v, vx - 260, vx + 260, r.floor, rugK0, rugK1), rug),
    poly(flat(r.v, vx - 246, vx + 246, r.floor, rugK0 + 0.04, rugK1 - 0.08), mix(rug, p.accent, 0.12)),
  );

  const art = side(r.v, r.x0, 190, 330, 1.2, 1.45);
  body.push(
    poly(art, '#fff'),
    poly(side(r.v, r.x0, 200, 320, 1.22, 1.43), mix(p.accent, '#8fc1d4', 0.5)),
    poly(side(r.v, r.x0, 262, 320, 1.22, 1.43), mix(p.accent, '#e9dcc6', 0.4), ' opacity=".8"'),
  );

  const sofaW = rng.float(200, 250);
  body.push(
    lamp(r.v, vx - sofaW - 40, r.floor - 52, 1.32, '#f4efe4'),
    block(
      r.v,
      { x0: vx - sofaW - 60, x1: vx - sofaW - 16, y0: r.floor - 52, y1: r.floor, k0: 1.25, k1: 1.38 },
      tones(p.wood),
    ),
  );
  body.push(
    sofa(
      r.v,
      vx - sofaW,
      vx + sofaW,
      r.floor,
      1.22,
      1.62,
      rng.chance(0.7) ? p.fabric : rng.pick(['#c9d6d2', '#d9c7a8', '#9fb4c4', '#e6dccb']),
      p.accent,
    ),
  );
  body.push(table(r.v, vx - 120, vx + 120, r.floor, 42, 1.92, 2.25, p.wood, shade(p.wood, -0.3)));
  const top = r.floor - 42;
  body.push(
    block(r.v, { x0: vx - 80, x1: vx - 20, y0: top - 6, y1: top, k0: 2.02, k1: 2.12 }, tones(p.accent)),
    block(r.v, { x0: vx - 74, x1: vx - 28, y0: top - 11, y1: top - 6, k0: 2.03, k1: 2.1 }, tones('#f4ede1')),
  );
  body.push(vase(r.v, vx + 50, top, 2.05, rng.pick(['#ffffff', '#c9a227', p.accent])));
  body.push(
    pottedPalm(r, rng.chance(0.5) ? r.x1 - 40 : r.x0 + 40, 1.2, 'pc', rng.pick(['#f4ede1', '#c9b79c', '#3b4650'])),
  );
  body.push(cans(r), ceilingFan(r, vx + rng.float(-40, 40), 1.3, rng.pick(['#7a5a3c', '#f4f2ee', '#3b3a38'])));
  return svgDocument(defs, g(body.join(''), rng.chance(0.5) ? MIRROR : '') + finishLayer(null));
}

function mediaWall(r: Room, p: Interior, rng: Random, x0: number, x1: number): string {
  const { v, floor } = r;
  const built = rng.pick([p.cabinet, p.wood, '#f4f2ee']);
  const tvW = Math.min(x1 - x0 - 40, 230);
  const mid = (x0 + x1) / 2;
  const parts = [block(v, { x0, x1, y0: floor - 70, y1: floor, k0: 1, k1: 1.07 }, tones(built))];
  if (rng.chance(0.5)) {
    parts.push(
      rect(mid - tvW / 2, floor - 250, tvW, tvW * 0.56, '#1d2328'),
      poly(
        [
          [mid - tvW / 2 + 10, floor - 250 + tvW * 0.56],
          [mid - tvW * 0.1, floor - 250],
          [mid + tvW * 0.05, floor - 250],
          [mid - tvW / 2 + 40, floor - 250 + tvW * 0.56],
        ],
        '#fff',
        ' opacity=".06"',
      ),
    );
  } else {
    parts.push(
      rect(mid - tvW / 2, floor - 270, tvW, tvW * 0.62, '#fff'),
      rect(mid - tvW / 2 + 8, floor - 262, tvW - 16, tvW * 0.62 - 16, mix(p.accent, '#a9d1dc', 0.55)),
    );
    parts.push(
      path(
        `M${n(mid - tvW / 2 + 8)} ${n(floor - 270 + tvW * 0.4)}q${n(tvW * 0.3)} -24 ${n(tvW * 0.55)} -8t${n(tvW * 0.45 - 16)} -6V${n(floor - 278 + tvW * 0.62)}H${n(mid - tvW / 2 + 8)}Z`,
        mix(p.accent, '#e9dcc6', 0.35),
      ),
    );
  }
  return parts.join('');
}

function beams(r: Room, wood: string): string {
  return [1.1, 1.45, 1.9]
    .map((k) =>
      block(
        r.v,
        { x0: r.x0 - 400, x1: r.x1 + 400, y0: r.ceiling, y1: r.ceiling + 14, k0: k, k1: k + 0.04 },
        { front: shade(wood, -0.1), top: shade(wood, -0.25), side: wood },
      ),
    )
    .join('');
}
