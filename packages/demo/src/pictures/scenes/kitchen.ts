import { mix, shade } from '../color.ts';
import { finishDefs, finishLayer } from '../kit/finish.ts';
import { floorShadow, tones, vase } from '../kit/furniture.ts';
import { palmCrownDef, palmDefs } from '../kit/palm.ts';
import { block, facing, project, type View } from '../kit/perspective.ts';
import { cans, floorLight, glazing, outdoorView, type Room, roomDefs, roomShell } from '../kit/room.ts';
import { waterDefs } from '../kit/water.ts';
import { INTERIORS, pickSky } from '../palette.ts';
import type { Random } from '../../data/prng.ts';
import { blur, circle, ellipse, g, line, linear, MIRROR, n, path, poly, pts, rect, svgDocument } from '../svg-kit.ts';

const COUNTER = 118;

/** An open kitchen: perimeter cabinets under a window, a stone island with stools and pendant lights. */
export function renderKitchen(rng: Random): string {
  const sky = pickSky(rng);
  const p = rng.pick(INTERIORS);
  const vx = 600 + rng.float(-70, 70);
  const r: Room = {
    v: { vx, vy: 372 },
    x0: vx - rng.float(420, 450),
    x1: vx + rng.float(420, 450),
    ceiling: 96,
    floor: 540,
    near: 3.4,
  };
  const island = rng.chance(0.5) ? p.cabinet : rng.pick(['#1f3f5a', '#8fa7a0', '#9a7552', '#e9e4da', '#34495e']);
  const metal = rng.pick(['#c9a227', '#2b2b2b', '#b9bcbf']);
  const defs =
    roomDefs(p, sky) +
    waterDefs(sky) +
    palmDefs() +
    finishDefs() +
    blur('sh', 6) +
    blur('cb', 2) +
    palmCrownDef('pc', 'coconut', rng, sky.foliage) +
    linear(
      'ss',
      [
        [0, '#eef0f1'],
        [0.5, '#c3c8cc'],
        [1, '#9aa1a6'],
      ],
      0,
      0,
      1,
      0,
    ) +
    '<pattern id="bs" width="24" height="12" patternUnits="userSpaceOnUse"><path d="M0 11.5h24M6 0v6M18 6v6" stroke="#000" stroke-opacity=".08"/></pattern>';

  const { v, floor } = r;
  const top = floor - COUNTER;
  const body = [roomShell(r, p, rng.chance(0.5))];
  const wx0 = vx - rng.float(110, 150);
  const wx1 = vx + (vx - wx0);
  const upperBottom = floor - 262;
  body.push(
    rect(r.x0, upperBottom, r.x1 - r.x0, top - upperBottom, mix(p.stone, '#ffffff', 0.3)),
    rect(r.x0, upperBottom, r.x1 - r.x0, top - upperBottom, 'url(#bs)'),
  );
  body.push(
    glazing(
      'kw',
      wx0,
      wx1,
      upperBottom - 40,
      top - 14,
      2,
      '#f7f7f5',
      outdoorView(rng, sky, wx0, wx1, upperBottom - 40, top - 14, 'pc'),
    ),
  );
  const fridgeLeft = rng.chance(0.5);
  const fx0 = fridgeLeft ? r.x0 : r.x1 - 110;
  const cab = tones(p.cabinet);
  const runX0 = fridgeLeft ? r.x0 + 110 : r.x0;
  const runX1 = fridgeLeft ? r.x1 : r.x1 - 110;
  body.push(block(v, { x0: runX0, x1: runX1, y0: top + 6, y1: floor, k0: 1, k1: 1.09 }, cab));
  body.push(doorLines(v, runX0, runX1, top + 6, floor, 1.09, shade(p.cabinet, -0.18), metal));
  body.push(block(v, { x0: runX0 - 4, x1: runX1 + 4, y0: top, y1: top + 6, k0: 1, k1: 1.1 }, tones(p.stone)));
  const hood = fridgeLeft ? runX1 - 150 : runX0 + 150;
  const gaps = [
    [wx0 - 20, wx1 + 20],
    [hood - 85, hood + 85],
  ].sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0));
  let from = runX0;
  for (const [gx0 = 0, gx1 = 0] of [...gaps, [runX1, runX1]]) {
    const ux0 = from;
    const ux1 = Math.min(gx0, runX1);
    from = Math.max(from, gx1);
    if (ux1 - ux0 < 40) continue;
    body.push(
      block(
        v,
        { x0: ux0, x1: ux1, y0: r.ceiling + 24, y1: upperBottom, k0: 1, k1: 1.05 },
        { ...cab, top: shade(p.cabinet, -0.25) },
      ),
    );
    body.push(doorLines(v, ux0, ux1, r.ceiling + 24, upperBottom, 1.05, shade(p.cabinet, -0.18), metal));
  }
  body.push(
    block(
      v,
      { x0: fx0, x1: fx0 + 110, y0: r.ceiling + 40, y1: floor, k0: 1, k1: 1.1 },
      { front: 'url(#ss)', top: '#d9dcde', side: '#8e959a' },
    ),
  );
  body.push(line(project(v, fx0 + 55, r.ceiling + 70, 1.1), project(v, fx0 + 55, floor - 10, 1.1), '#6f777c', 2));
  const [hx, hy] = project(v, hood, upperBottom + 40, 1.04);
  body.push(
    path(
      `M${n(hx - 70)} ${n(hy)}h140l-38 -70v${n(-(hy - 70 - project(v, 0, r.ceiling, 1)[1]))}h-64v${n(hy - 70 - project(v, 0, r.ceiling, 1)[1])}Z`,
      'url(#ss)',
    ),
  );
  const [fx, fy] = project(v, vx, top, 1.03);
  body.push(path(`M${n(fx)} ${n(fy)}v-30q0 -14 14 -14t14 14v8`, 'none', ` stroke="${metal}" stroke-width="4"`));

  body.push(floorLight(r, wx0, wx1));
  const ik0 = 1.55;
  const ik1 = 1.82;
  const ix0 = vx - rng.float(240, 300);
  const ix1 = vx + rng.float(180, 260);
  body.push(floorShadow(v, ix0, ix1, floor, ik0, ik1 + 0.1));
  body.push(
    block(v, { x0: ix0 + 10, x1: ix1 - 10, y0: top + 6, y1: floor, k0: ik0 + 0.02, k1: ik1 - 0.03 }, tones(island)),
  );
  body.push(doorLines(v, ix0 + 10, ix1 - 10, top + 6, floor, ik1 - 0.03, shade(island, -0.2), metal));
  body.push(block(v, { x0: ix0, x1: ix1, y0: top - 2, y1: top + 6, k0: ik0, k1: ik1 }, tones(p.stone)));
  body.push(vase(v, ix0 + 60, top - 2, 1.65, rng.pick(['#ffffff', '#c9a227', p.accent])));
  const [bx, by] = project(v, ix1 - 110, top - 2, 1.68);
  body.push(
    ellipse(bx, by - 6, 34, 10, '#f4f2ee'),
    circle(bx - 12, by - 14, 9, '#e8c33a'),
    circle(bx + 6, by - 16, 9, '#8fbf3f'),
    circle(bx + 16, by - 10, 8, '#e8c33a'),
  );

  const stools = Math.max(2, Math.min(4, Math.floor((ix1 - ix0) / 150)));
  for (let i = 0; i < stools; i += 1)
    body.push(
      stool(v, ix0 + ((i + 0.5) * (ix1 - ix0)) / stools, floor, 2.05, rng.pick([p.wood, p.fabric, '#2b2b2b']), metal),
    );
  body.push(cans(r));
  const pendants = rng.int(2, 3);
  const glass = rng.chance(0.5);
  for (let i = 0; i < pendants; i += 1)
    body.push(pendant(v, r.ceiling, ix0 + ((i + 0.5) * (ix1 - ix0)) / pendants, 1.7, metal, glass));
  return svgDocument(defs, g(body.join(''), rng.chance(0.5) ? MIRROR : '') + finishLayer(null));
}

function doorLines(
  v: View,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  k: number,
  lineColor: string,
  metal: string,
): string {
  const count = Math.max(1, Math.round((x1 - x0) / 70));
  const w = (x1 - x0) / count;
  const panels: string[] = [];
  const pulls: string[] = [];
  for (let i = 0; i < count; i += 1) {
    panels.push(`M${pts(facing(v, x0 + i * w + 5, x0 + (i + 1) * w - 5, y0 + 5, y1 - 6, k))}Z`);
    const [px, py] = project(v, x0 + i * w + (i % 2 === 0 ? w - 14 : 14), y0 + 12, k);
    pulls.push(`M${n(px)} ${n(py)}v${n(18 * k)}`);
  }
  return (
    path(panels.join(''), 'none', ` stroke="${lineColor}" stroke-width="1.5"`) +
    path(pulls.join(''), 'none', ` stroke="${metal}" stroke-width="${n(3 * k)}" stroke-linecap="round"`)
  );
}

function stool(v: View, x: number, floor: number, k: number, seat: string, metal: string): string {
  const [sx, sy] = project(v, x, floor - 80, k);
  const [, fy] = project(v, x, floor, k);
  const w = 26 * k;
  return (
    ellipse(sx + 10, fy, w * 1.2, 8 * k, '#1c2230', ' opacity=".18" filter="url(#sh)"') +
    path(
      `M${n(sx - w * 0.8)} ${n(fy)}L${n(sx - w * 0.5)} ${n(sy)}M${n(sx + w * 0.8)} ${n(fy)}L${n(sx + w * 0.5)} ${n(sy)}M${n(sx - w * 0.7)} ${n(sy + (fy - sy) * 0.7)}h${n(w * 1.4)}`,
      'none',
      ` stroke="${metal}" stroke-width="${n(3 * k)}"`,
    ) +
    poly(
      [
        [sx - w * 0.9, sy - 42 * k],
        [sx + w * 0.9, sy - 42 * k],
        [sx + w, sy],
        [sx - w, sy],
      ],
      shade(seat, -0.1),
    ) +
    ellipse(sx, sy, w, 6 * k, seat)
  );
}

function pendant(v: View, ceiling: number, x: number, k: number, metal: string, glass: boolean): string {
  const [cx, cy] = project(v, x, ceiling, k);
  const [, ly] = project(v, x, ceiling + 140, k);
  const r = 22 * k;
  const lampShape = glass
    ? circle(cx, ly + r * 0.8, r, '#fff8dc', ' opacity=".9"') + circle(cx, ly + r * 0.8, r * 0.35, '#fff')
    : path(`M${n(cx - r)} ${n(ly + r * 0.9)}q0 ${n(-r)} ${n(r)} ${n(-r)}t${n(r)} ${n(r)}Z`, metal) +
      ellipse(cx, ly + r * 0.9, r, r * 0.2, '#fff6d0');
  return (
    line([cx, cy], [cx, ly], '#333', 1.5) +
    circle(cx, ly + r * 0.6, r * 2.4, '#fff6d0', ' opacity=".18" filter="url(#cb)"') +
    lampShape
  );
}
