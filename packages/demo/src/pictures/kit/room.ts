import { mix, shade } from '../color.ts';
import type { Interior, Sky } from '../palette.ts';
import type { Random } from '../../data/prng.ts';
import { circle, ellipse, g, linear, n, path, poly, pts, rect, type Pt } from '../svg-kit.ts';
import { clipToFrame, depths, flat, project, rays, side, steps, type View } from './perspective.ts';
import { palm } from './palm.ts';
import { treeLine } from './sky.ts';

/** The shell of a room in one-point perspective: back wall rectangle plus the depth of the side walls. */
export interface Room {
  readonly v: View;
  readonly x0: number;
  readonly x1: number;
  readonly ceiling: number;
  readonly floor: number;
  /** Depth at which the shell leaves the picture. */
  readonly near: number;
}

/** Gradients for interiors: wall light, floor sheen and the window view. */
export function roomDefs(p: Interior, sky: Sky): string {
  return (
    linear('wl', [
      [0, shade(p.wall, -0.1)],
      [1, p.wall],
    ]) +
    linear('fs', [
      [0, shade(p.floor, -0.12)],
      [1, mix(p.floor, '#ffffff', 0.1)],
    ]) +
    linear('vs', [
      [0, sky.stops[1]],
      [1, sky.stops[2]],
    ]) +
    linear('lt', [
      [0, '#fffbe8', 0.4],
      [1, '#fffbe8', 0],
    ])
  );
}

/** Draws ceiling, side walls, back wall and floor with planks or tiles. */
export function roomShell(r: Room, p: Interior, planks: boolean): string {
  const { v } = r;
  const far = 1;
  const parts = [
    poly(flat(v, r.x0, r.x1, r.ceiling, far, r.near), mix(p.wall, '#ffffff', 0.35)),
    poly(side(v, r.x0, r.ceiling, r.floor, far, r.near), shade(p.wall, -0.07)),
    poly(side(v, r.x1, r.ceiling, r.floor, far, r.near), shade(p.wall, -0.03)),
    rect(r.x0, r.ceiling, r.x1 - r.x0, r.floor - r.ceiling, 'url(#wl)'),
    poly(flat(v, r.x0, r.x1, r.floor, far, r.near), 'url(#fs)'),
  ];
  const lines: string[] = [];
  if (planks) {
    lines.push(rays(v, steps(r.x0 + 22, r.x1, 22), r.floor, far, r.near));
  } else {
    lines.push(rays(v, steps(r.x0 + 70, r.x1, 70), r.floor, far, r.near));
    for (const k of depths(1.22, r.near, 1.22)) {
      const seg = clipToFrame(project(v, r.x0, r.floor, k), project(v, r.x1, r.floor, k));
      if (seg) lines.push(`M${pts(seg)}`);
    }
  }
  parts.push(path(lines.join(''), 'none', ` stroke="${p.floorLine}" stroke-width="1.2"`));
  const base = [side(v, r.x0, r.floor - 9, r.floor, far, r.near), side(v, r.x1, r.floor - 9, r.floor, far, r.near)];
  parts.push(rect(r.x0, r.floor - 9, r.x1 - r.x0, 9, '#fff'), ...base.map((q) => poly(q, '#f4f2ee')));
  parts.push(
    path(
      `M${pts([project(v, r.x0, r.ceiling, far), project(v, r.x0, r.ceiling, r.near)])}M${pts([project(v, r.x1, r.ceiling, far), project(v, r.x1, r.ceiling, r.near)])}`,
      'none',
      ' stroke="#fff" stroke-width="5"',
    ),
  );
  return parts.join('');
}

/** What is seen through the windows: sky, the water, a far shore and palms, drawn into a given box. */
export function outdoorView(
  rng: Random,
  sky: Sky,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  crown: string,
): string {
  const horizon = y0 + (y1 - y0) * rng.float(0.5, 0.62);
  const parts = [rect(x0, y0, x1 - x0, y1 - y0, 'url(#vs)')];
  parts.push(treeLine(rng, horizon, shade(sky.foliage, -0.1), sky.stops[2], 18));
  parts.push(rect(x0, horizon, x1 - x0, y1 - horizon, 'url(#wa)'));
  parts.push(rect(x0, horizon + (y1 - horizon) * 0.55, x1 - x0, (y1 - horizon) * 0.45, sky.grass[0]));
  for (let i = rng.int(1, 3); i > 0; i -= 1) {
    const x = rng.float(x0 + 20, x1 - 20);
    parts.push(
      palm(crown, 'coconut', {
        x,
        baseY: y1,
        height: (y1 - y0) * rng.float(0.55, 0.8),
        lean: rng.float(-30, 30),
        scale: (y1 - y0) / 520,
        flip: rng.chance(0.5),
      }),
    );
  }
  return parts.join('');
}

/** A glazed wall opening: the outdoor view clipped to the panes, a glass sheen and the frame. */
export function glazing(
  id: string,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  panes: number,
  frame: string,
  view: string,
): string {
  const clip = `<clipPath id="${id}">${rect(x0, y0, x1 - x0, y1 - y0, '#000')}</clipPath>`;
  const bars: string[] = [];
  for (let i = 1; i < panes; i += 1) bars.push(`M${n(x0 + ((x1 - x0) * i) / panes)} ${n(y0)}V${n(y1)}`);
  return (
    clip +
    g(
      view +
        poly(
          [
            [x0, y1],
            [x0 + (x1 - x0) * 0.35, y0],
            [x0 + (x1 - x0) * 0.5, y0],
            [x0 + (x1 - x0) * 0.15, y1],
          ],
          '#fff',
          ' opacity=".12"',
        ),
      ` clip-path="url(#${id})"`,
    ) +
    path(
      `M${n(x0)} ${n(y0)}H${n(x1)}V${n(y1)}H${n(x0)}Z${bars.join('')}`,
      'none',
      ` stroke="${frame}" stroke-width="7"`,
    )
  );
}

/** Sunlight thrown on the floor from a window in the back wall. */
export function floorLight(r: Room, x0: number, x1: number): string {
  const spread = 0.35 * (x1 - x0);
  return poly(
    [
      project(r.v, x0, r.floor, 1.02),
      project(r.v, x1, r.floor, 1.02),
      project(r.v, x1 + spread, r.floor, 1.9),
      project(r.v, x0 + spread, r.floor, 1.9),
    ],
    'url(#lt)',
  );
}

/** Recessed can lights in two rows on the ceiling. */
export function cans(r: Room): string {
  const dots: string[] = [];
  for (const k of [1.15, 1.6]) {
    for (const t of [0.22, 0.78]) {
      const [x, y] = project(r.v, r.x0 + (r.x1 - r.x0) * t, r.ceiling, k);
      dots.push(ellipse(x, y, 9 * k, 3 * k, '#fffdf2'));
    }
  }
  return g(dots.join(''), ' stroke="#d8d4cc"');
}

/** A ceiling fan hanging at the given ceiling point and depth. */
export function ceilingFan(r: Room, x: number, k: number, blade: string): string {
  const [cx, cy] = project(r.v, x, r.ceiling, k);
  const drop = 40 * k;
  const hub: Pt = [cx, cy + drop];
  const span = 150 * k;
  const tilt = 0.16;
  return (
    path(`M${n(cx)} ${n(cy)}V${n(hub[1])}`, 'none', ` stroke="#5a5550" stroke-width="${n(3 * k)}"`) +
    ellipse(
      hub[0] - span * 0.5,
      hub[1] + 2,
      span * 0.52,
      span * 0.07,
      blade,
      ` transform="rotate(${n(-tilt * 20)} ${n(hub[0])} ${n(hub[1])})"`,
    ) +
    ellipse(
      hub[0] + span * 0.5,
      hub[1] + 2,
      span * 0.52,
      span * 0.07,
      shade(blade, -0.15),
      ` transform="rotate(${n(tilt * 20)} ${n(hub[0])} ${n(hub[1])})"`,
    ) +
    ellipse(hub[0], hub[1] + 5, span * 0.1, span * 0.06, '#6b6560') +
    circle(hub[0], hub[1] + 12, span * 0.045, '#fdf6e3')
  );
}

/** A drum or lantern pendant hanging from the ceiling, for rooms without a fan. */
export function pendantLight(r: Room, x: number, k: number, color: string): string {
  const [cx, cy] = project(r.v, x, r.ceiling, k);
  const drop = 70 * k;
  const w = 46 * k;
  const h = 30 * k;
  return (
    path(`M${n(cx)} ${n(cy)}V${n(cy + drop)}`, 'none', ' stroke="#5a5550" stroke-width="2"') +
    ellipse(cx, cy + drop + h + 10 * k, w * 1.6, h * 0.8, '#fff6d0', ' opacity=".25" filter="url(#cb)"') +
    path(`M${n(cx - w / 2)} ${n(cy + drop)}h${n(w)}l${n(4 * k)} ${n(h)}h${n(-w - 8 * k)}Z`, color) +
    ellipse(cx, cy + drop + h, w / 2 + 4 * k, 4 * k, '#fff4cf')
  );
}

/** A potted indoor plant using a palm crown definition. */
export function pottedPalm(r: Room, x: number, k: number, crown: string, pot: string): string {
  const [px, py] = project(r.v, x, r.floor, k);
  const s = k * 0.55;
  return (
    ellipse(px + 8 * s, py, 40 * s, 8 * s, '#1c2230', ' opacity=".18"') +
    path(`M${n(px - 26 * s)} ${n(py - 60 * s)}H${n(px + 26 * s)}L${n(px + 19 * s)} ${n(py)}H${n(px - 19 * s)}Z`, pot) +
    palm(crown, 'coconut', { x: px, baseY: py - 58 * s, height: 70 * s, lean: 4 * s, scale: 0.62 * s })
  );
}
