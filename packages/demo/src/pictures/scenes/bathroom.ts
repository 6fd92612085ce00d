import { mix, shade } from '../color.ts';
import { finishDefs, finishLayer } from '../kit/finish.ts';
import { floorShadow, tones, vase } from '../kit/furniture.ts';
import { palmCrownDef, palmDefs } from '../kit/palm.ts';
import { block, project, side, type View } from '../kit/perspective.ts';
import {
  cans,
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
import { blur, ellipse, g, linear, MIRROR, n, path, poly, pts, rect, svgDocument } from '../svg-kit.ts';

/** A spa bathroom: freestanding tub before a picture window, a double vanity with mirror and a glass shower. */
export function renderBathroom(rng: Random): string {
  const sky = pickSky(rng);
  const p = rng.pick(INTERIORS);
  const vx = 600 + rng.float(-50, 50);
  const r: Room = {
    v: { vx, vy: 340 },
    x0: vx - rng.float(340, 380),
    x1: vx + rng.float(340, 380),
    ceiling: 90,
    floor: 540,
    near: 3.4,
  };
  const { v, floor } = r;
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
      'tb',
      [
        [0, '#ffffff'],
        [1, '#d9dde0'],
      ],
      0,
      0,
      1,
      0,
    ) +
    linear(
      'mr',
      [
        [0, '#dfe8ec'],
        [1, '#9fb3bd'],
      ],
      0,
      0,
      1,
      1,
    ) +
    '<pattern id="tw" width="30" height="15" patternUnits="userSpaceOnUse"><path d="M0 14.5h30M15 0v15" stroke="#000" stroke-opacity=".07"/></pattern>';

  const body = [roomShell(r, p, false)];
  const tile = mix(p.stone, '#ffffff', 0.2);
  const wainscot = floor - 150;
  body.push(
    poly(
      [
        project(v, r.x0, wainscot, 1),
        project(v, r.x0, wainscot, r.near),
        project(v, r.x0, floor, r.near),
        project(v, r.x0, floor, 1),
      ],
      tile,
    ),
  );
  const wx0 = vx - rng.float(170, 220);
  const wx1 = vx + (vx - wx0);
  if (rng.chance(0.5)) {
    const accent = rng.pick(['#cfe3e6', '#dfe8dc', '#e9e4da', '#c9d6df', mix(p.accent, '#ffffff', 0.7)]);
    body.push(
      rect(r.x0, r.ceiling, r.x1 - r.x0, floor - r.ceiling, accent),
      rect(r.x0, r.ceiling, r.x1 - r.x0, floor - r.ceiling, 'url(#tw)'),
    );
  }
  body.push(
    glazing(
      'bw',
      wx0,
      wx1,
      r.ceiling + 60,
      floor - 110,
      rng.int(1, 3),
      '#f7f7f5',
      outdoorView(rng, sky, wx0, wx1, r.ceiling + 60, floor - 110, 'pc'),
    ),
  );
  body.push(floorLight(r, wx0, wx1));

  const vk0 = 1.25;
  const vk1 = 2.25;
  const cabinet = rng.pick([p.wood, p.cabinet, '#8fa7a0', '#1f3f5a']);
  body.push(
    poly(side(v, r.x0, r.ceiling + 90, floor - 180, vk0 + 0.1, vk1 - 0.1), '#fff'),
    poly(side(v, r.x0, r.ceiling + 96, floor - 186, vk0 + 0.12, vk1 - 0.12), 'url(#mr)'),
  );
  body.push(floorShadow(v, r.x0, r.x0 + 80, floor, vk0, vk1));
  body.push(block(v, { x0: r.x0, x1: r.x0 + 80, y0: floor - 118, y1: floor - 14, k0: vk0, k1: vk1 }, tones(cabinet)));
  body.push(
    block(
      v,
      { x0: r.x0, x1: r.x0 + 86, y0: floor - 124, y1: floor - 116, k0: vk0 - 0.02, k1: vk1 + 0.02 },
      tones(p.stone),
    ),
  );
  const drawers: string[] = [];
  for (const k of [vk0 + 0.25, vk0 + 0.5, vk0 + 0.75])
    drawers.push(`M${pts([project(v, r.x0 + 80, floor - 110, k), project(v, r.x0 + 80, floor - 20, k)])}`);
  drawers.push(`M${pts([project(v, r.x0 + 80, floor - 80, vk0), project(v, r.x0 + 80, floor - 80, vk1)])}`);
  body.push(path(drawers.join(''), 'none', ` stroke="${shade(cabinet, -0.25)}" stroke-width="2"`));
  for (const k of [vk0 + 0.28, vk1 - 0.3]) {
    const [sx, sy] = project(v, r.x0 + 42, floor - 124, k);
    body.push(ellipse(sx, sy, 16 * k, 4 * k, '#fff', ' stroke="#d6d6d2"'));
    const [tx, ty] = project(v, r.x0 + 10, floor - 124, k);
    body.push(
      path(`M${n(tx)} ${n(ty)}v${n(-26 * k)}h${n(14 * k)}`, 'none', ` stroke="${metal}" stroke-width="${n(3 * k)}"`),
    );
  }

  const sx0 = r.x1 - 150;
  body.push(poly(side(v, sx0, r.ceiling + 40, floor, 1, 1.7), '#bcd6df', ' opacity=".35"'));
  body.push(
    path(`M${pts(side(v, sx0, r.ceiling + 40, floor, 1, 1.7))}Z`, 'none', ` stroke="${metal}" stroke-width="3"`),
  );
  const [hx, hy] = project(v, r.x1 - 40, r.ceiling + 110, 1.2);
  body.push(
    ellipse(hx, hy, 16, 5, metal),
    path(
      `M${n(hx)} ${n(hy)}V${n(project(v, 0, r.ceiling + 80, 1.2)[1])}`,
      'none',
      ` stroke="${metal}" stroke-width="3"`,
    ),
  );

  body.push(tub(v, vx + rng.float(-40, 40), floor, 1.18, 1.5, metal));
  body.push(
    vase(v, vx + 200, floor - 50, 1.3, '#ffffff'),
    block(v, { x0: vx + 176, x1: vx + 224, y0: floor - 50, y1: floor, k0: 1.3, k1: 1.38 }, tones(p.wood)),
  );
  body.push(pottedPalm(r, r.x1 - 200, 2.0, 'pc', rng.pick(['#f4ede1', '#c9b79c', '#3b4650'])));
  body.push(cans(r));
  if (rng.chance(0.45)) body.push(pendantLight(r, vx, 1.25, rng.pick(['#c9a227', '#f4efe4', '#3b3a38'])));
  return svgDocument(defs, g(body.join(''), rng.chance(0.5) ? MIRROR : '') + finishLayer(null));
}

function tub(v: View, x: number, floor: number, k0: number, k1: number, metal: string): string {
  const half = 150;
  const rimY = floor - 80;
  const mid = (k0 + k1) / 2;
  const [lx, ry] = project(v, x - half, rimY, mid);
  const [rx] = project(v, x + half, rimY, mid);
  const [, fy] = project(v, x, floor, k1);
  const depth = (project(v, x, rimY, k1)[1] - project(v, x, rimY, k0)[1]) / 2;
  const cx = (lx + rx) / 2;
  const w = (rx - lx) / 2;
  return (
    ellipse(cx + 14, fy - 4, w * 1.02, depth * 1.3, '#1c2230', ' opacity=".22" filter="url(#sh)"') +
    path(
      `M${n(cx - w)} ${n(ry)}C${n(cx - w)} ${n(fy)} ${n(cx - w * 0.6)} ${n(fy)} ${n(cx)} ${n(fy)}S${n(cx + w)} ${n(fy)} ${n(cx + w)} ${n(ry)}Z`,
      'url(#tb)',
    ) +
    ellipse(cx, ry, w, depth + 4, '#fbfbfa') +
    ellipse(cx, ry + 2, w * 0.9, depth * 0.8, '#e2eef2') +
    path(
      `M${n(cx + w + 30)} ${n(fy)}V${n(ry - 40)}q0 -16 -16 -16t-16 16`,
      'none',
      ` stroke="${metal}" stroke-width="5"`,
    )
  );
}
