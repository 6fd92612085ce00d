import { mix, shade } from '../color.ts';
import { finishDefs, finishLayer } from '../kit/finish.ts';
import { floorShadow, lamp, tones } from '../kit/furniture.ts';
import { palmCrownDef, palmDefs } from '../kit/palm.ts';
import { block, facing, flat, project } from '../kit/perspective.ts';
import {
  cans,
  ceilingFan,
  floorLight,
  glazing,
  outdoorView,
  pendantLight,
  pottedPalm,
  type Room,
  roomDefs,
  roomShell,
} from '../kit/room.ts';
import { waterDefs } from '../kit/water.ts';
import { INTERIORS, pickSky } from '../palette.ts';
import type { Random } from '../../data/prng.ts';
import { blur, g, MIRROR, n, path, poly, rect, svgDocument } from '../svg-kit.ts';

/** A primary bedroom: upholstered bed between windows, nightstands with lamps, rug, bench and ceiling fan. */
export function renderBedroom(rng: Random): string {
  const sky = pickSky(rng);
  const p = rng.pick(INTERIORS);
  const vx = 600 + rng.float(-60, 60);
  const r: Room = {
    v: { vx, vy: 318 },
    x0: vx - rng.float(410, 440),
    x1: vx + rng.float(410, 440),
    ceiling: 92,
    floor: 540,
    near: 3.4,
  };
  const { v, floor } = r;
  const defs =
    roomDefs(p, sky) +
    waterDefs(sky) +
    palmDefs() +
    finishDefs() +
    blur('sh', 6) +
    blur('cb', 2) +
    palmCrownDef('pc', 'coconut', rng, sky.foliage);
  const linen = rng.pick(['#ffffff', '#f4f1ea', '#eef2f4']);
  const throwColor = rng.pick([p.accent, mix(p.accent, '#ffffff', 0.4), '#c9b79c', mix(p.accent, '#e9dcc6', 0.5)]);
  const head = rng.pick([p.fabric, p.wood, mix(p.accent, '#ffffff', 0.6), '#d8d2c6']);

  const body = [roomShell(r, p, rng.chance(0.7))];
  const bedW = rng.float(195, 220);
  const curtain = rng.pick(['#f4f1ea', '#e6dccb', mix(p.accent, '#ffffff', 0.7)]);
  for (const sgn of [-1, 1]) {
    const wx0 = sgn < 0 ? r.x0 + 60 : vx + bedW + 50;
    const wx1 = sgn < 0 ? vx - bedW - 50 : r.x1 - 60;
    if (wx1 - wx0 < 80) continue;
    body.push(
      glazing(
        `bw${sgn < 0 ? 'l' : 'r'}`,
        wx0,
        wx1,
        r.ceiling + 50,
        floor - 40,
        2,
        '#f7f7f5',
        outdoorView(rng, sky, wx0, wx1, r.ceiling + 50, floor - 40, 'pc'),
      ),
    );
    body.push(
      rect(wx0 - 28, r.ceiling + 30, 26, floor - r.ceiling - 36, curtain),
      rect(wx1 + 2, r.ceiling + 30, 26, floor - r.ceiling - 36, shade(curtain, -0.06)),
    );
    body.push(floorLight(r, wx0, wx1));
  }
  body.push(
    poly(flat(v, vx - bedW - 90, vx + bedW + 90, floor, 1.18, 2.1), rng.pick(['#e8e1d3', '#d9dfe0', '#c9b79c'])),
  );
  body.push(
    rect(vx - 90, r.ceiling + 70, 180, 110, '#fff'),
    rect(vx - 82, r.ceiling + 78, 164, 94, mix(p.accent, '#bcd6df', 0.6)),
    path(`M${n(vx - 82)} ${n(r.ceiling + 140)}q40 -22 82 -6t82 -8v46h-164Z`, mix(p.accent, '#e9dcc6', 0.3)),
  );

  const k0 = 1.02;
  const k1 = 1.5;
  const headTop = floor - rng.pick([150, 210, 240]);
  body.push(block(v, { x0: vx - bedW - 10, x1: vx + bedW + 10, y0: headTop, y1: floor, k0: 1, k1: k0 }, tones(head)));
  if (rng.chance(0.5)) {
    const channels: string[] = [];
    for (let x = vx - bedW + 20; x < vx + bedW; x += 30) channels.push(`M${n(x)} ${n(headTop + 8)}V${n(floor - 60)}`);
    body.push(path(channels.join(''), 'none', ` stroke="${shade(head, -0.15)}" stroke-width="2"`));
  }
  for (const sgn of [-1, 1]) {
    const nx0 = sgn < 0 ? vx - bedW - 100 : vx + bedW + 24;
    body.push(
      floorShadow(v, nx0, nx0 + 76, floor, 1.02, 1.2),
      block(v, { x0: nx0, x1: nx0 + 76, y0: floor - 90, y1: floor, k0: 1.02, k1: 1.2 }, tones(p.wood)),
    );
    body.push(lamp(v, nx0 + 38, floor - 90, 1.1, '#f4efe4'));
  }
  body.push(floorShadow(v, vx - bedW, vx + bedW, floor, k0, k1));
  body.push(block(v, { x0: vx - bedW, x1: vx + bedW, y0: floor - 40, y1: floor - 6, k0, k1 }, tones(head)));
  body.push(
    block(
      v,
      { x0: vx - bedW - 6, x1: vx + bedW + 6, y0: floor - 88, y1: floor - 30, k0: k0 + 0.01, k1: k1 + 0.01 },
      { front: shade(linen, -0.05), top: linen, side: shade(linen, -0.14) },
    ),
  );
  for (const [px, c] of [
    [vx - bedW + 12, linen],
    [vx + 8, linen],
    [vx - bedW + 46, mix(throwColor, '#ffffff', 0.25)],
    [vx + 36, mix(throwColor, '#ffffff', 0.25)],
  ] as const) {
    const w = bedW - 40;
    const kk = c === linen ? 1.05 : 1.09;
    const [ax, ay] = project(v, px, floor - 88, kk);
    const h = (c === linen ? 70 : 52) * kk;
    const ww = w * kk;
    body.push(
      path(
        `M${n(ax)} ${n(ay)}q${n(ww / 2)} 8 ${n(ww)} 0q-8 ${n(-h / 2)} 0 ${n(-h)}q${n(-ww / 2)} -8 ${n(-ww)} 0q8 ${n(h / 2)} 0 ${n(h)}Z`,
        c === linen ? shade(linen, -0.03) : c,
      ),
    );
  }
  const tk0 = k0 + (k1 - k0) * 0.78;
  body.push(poly(flat(v, vx - bedW - 7, vx + bedW + 7, floor - 89, tk0, k1 + 0.01), throwColor));
  body.push(poly(facing(v, vx - bedW - 7, vx + bedW + 7, floor - 89, floor - 46, k1 + 0.012), shade(throwColor, -0.1)));
  if (rng.chance(0.65))
    body.push(
      floorShadow(v, vx - bedW + 40, vx + bedW - 40, floor, 1.64, 1.76),
      block(
        v,
        { x0: vx - bedW + 40, x1: vx + bedW - 40, y0: floor - 44, y1: floor - 8, k0: 1.64, k1: 1.76 },
        tones(rng.pick([p.wood, p.fabric, mix(p.accent, '#ffffff', 0.3)])),
      ),
    );
  body.push(
    pottedPalm(r, rng.chance(0.5) ? r.x0 + 50 : r.x1 - 50, 1.35, 'pc', rng.pick(['#f4ede1', '#c9b79c', '#3b4650'])),
  );
  body.push(
    cans(r),
    rng.chance(0.7)
      ? ceilingFan(r, vx, 1.35, rng.pick(['#7a5a3c', '#f4f2ee', '#b89f7e']))
      : pendantLight(r, vx, 1.3, rng.pick(['#f4efe4', '#c9b79c', p.accent])),
  );
  return svgDocument(defs, g(body.join(''), rng.chance(0.5) ? MIRROR : '') + finishLayer(null));
}
