import { mix, shade } from '../color.ts';
import { ellipse, line, n, path, poly, pts } from '../svg-kit.ts';
import { block, flat, project, type BlockColors, type View } from './perspective.ts';

/** Face colours of an upholstered or painted piece from its base colour. */
export function tones(color: string): BlockColors {
  return { front: shade(color, -0.08), top: mix(color, '#ffffff', 0.18), side: shade(color, -0.2) };
}

/** A soft shadow on the floor under a piece of furniture. */
export function floorShadow(v: View, x0: number, x1: number, floor: number, k0: number, k1: number): string {
  return poly(flat(v, x0 + 6, x1 + 14, floor, k0, k1), '#1c2230', ' opacity=".2" filter="url(#sh)"');
}

/** A sofa facing the camera, with arms, seat cushions and throw pillows. */
export function sofa(
  v: View,
  x0: number,
  x1: number,
  floor: number,
  k0: number,
  k1: number,
  fabric: string,
  pillow: string,
): string {
  const t = tones(fabric);
  const arm = 30;
  const backK = k0 + (k1 - k0) * 0.28;
  const parts = [
    floorShadow(v, x0, x1, floor, k0, k1),
    block(v, { x0, x1, y0: floor - 112, y1: floor - 14, k0, k1: backK }, t),
    block(v, { x0: x0 + arm, x1: x1 - arm, y0: floor - 58, y1: floor - 14, k0: backK, k1 }, t),
  ];
  const seats = Math.max(2, Math.round((x1 - x0 - 2 * arm) / 110));
  const w = (x1 - x0 - 2 * arm) / seats;
  const sx0 = x0 + arm;
  const sx1 = x1 - arm;
  parts.push(
    poly(
      [
        project(v, sx0 + 4, floor - 72, backK),
        project(v, sx1 - 4, floor - 72, backK),
        project(v, sx1 - 8, floor - 108, k0 + 0.01),
        project(v, sx0 + 8, floor - 108, k0 + 0.01),
      ],
      mix(fabric, '#ffffff', 0.08),
    ),
  );
  parts.push(
    block(
      v,
      { x0: sx0 + 2, x1: sx1 - 2, y0: floor - 70, y1: floor - 58, k0: backK, k1: k1 - 0.01 },
      { ...t, front: shade(fabric, -0.02) },
    ),
  );
  const seams: string[] = [];
  for (let i = 1; i < seats; i += 1) {
    const sx = sx0 + i * w;
    seams.push(
      `M${pts([project(v, sx, floor - 108, k0 + 0.01), project(v, sx, floor - 72, backK), project(v, sx, floor - 70, backK), project(v, sx, floor - 70, k1 - 0.01), project(v, sx, floor - 58, k1 - 0.01)])}`,
    );
  }
  parts.push(path(seams.join(''), 'none', ` stroke="${shade(fabric, -0.18)}" stroke-width="1.5"`));
  parts.push(
    block(v, { x0, x1: x0 + arm, y0: floor - 84, y1: floor - 14, k0, k1 }, t),
    block(v, { x0: x1 - arm, x1, y0: floor - 84, y1: floor - 14, k0, k1 }, t),
  );
  for (const [px, c] of [
    [x0 + arm + 14, pillow],
    [x1 - arm - 64, pillow],
    [x0 + arm + 52, mix(pillow, '#ffffff', 0.55)],
  ] as const) {
    const [ax, ay] = project(v, px, floor - 112, backK - 0.01);
    const s = backK;
    parts.push(
      path(
        `M${n(ax)} ${n(ay + 4 * s)}q${n(25 * s)} ${n(-6 * s)} ${n(50 * s)} 0q${n(-4 * s)} ${n(22 * s)} 0 ${n(44 * s)}q${n(-25 * s)} ${n(5 * s)} ${n(-50 * s)} 0q${n(4 * s)} ${n(-22 * s)} 0 ${n(-44 * s)}Z`,
        c,
      ),
    );
  }
  for (const lx of [x0 + 8, x1 - 8])
    parts.push(line(project(v, lx, floor - 14, k1 - 0.02), project(v, lx, floor, k1 - 0.02), '#3d3129', 4 * k1));
  return parts.join('');
}

/** A low table with a top and four legs. */
export function table(
  v: View,
  x0: number,
  x1: number,
  floor: number,
  height: number,
  k0: number,
  k1: number,
  top: string,
  leg: string,
): string {
  const parts = [floorShadow(v, x0, x1, floor, k0, k1)];
  const legs: string[] = [];
  for (const [lx, lk] of [
    [x0 + 8, k0 + 0.02],
    [x1 - 8, k0 + 0.02],
    [x0 + 8, k1 - 0.02],
    [x1 - 8, k1 - 0.02],
  ] as const) {
    legs.push(`M${pts([project(v, lx, floor - height, lk), project(v, lx, floor, lk)])}`);
  }
  parts.push(
    path(legs.join(''), 'none', ` stroke="${leg}" stroke-width="${n(4 * k1)}"`),
    block(v, { x0, x1, y0: floor - height, y1: floor - height + 8, k0, k1 }, tones(top)),
  );
  return parts.join('');
}

/** A table lamp standing on a surface point. */
export function lamp(v: View, x: number, surface: number, k: number, shadeColor: string): string {
  const [bx, by] = project(v, x, surface, k);
  const s = k;
  return (
    path(`M${n(bx - 9 * s)} ${n(by)}q${n(9 * s)} ${n(-44 * s)} ${n(18 * s)} 0Z`, '#c9b38a') +
    line([bx, by - 20 * s], [bx, by - 46 * s], '#8a7a62', 2 * s) +
    path(`M${n(bx - 16 * s)} ${n(by - 42 * s)}h${n(32 * s)}l${n(-6 * s)} ${n(-30 * s)}h${n(-20 * s)}Z`, shadeColor) +
    ellipse(bx, by - 42 * s, 16 * s, 3 * s, '#fff8e0', ' opacity=".8"')
  );
}

/** A round vase with a few green stems, standing on a surface point. */
export function vase(v: View, x: number, surface: number, k: number, color: string): string {
  const [bx, by] = project(v, x, surface, k);
  const s = k;
  return (
    path(
      `M${n(bx - 4 * s)} ${n(by - 22 * s)}l${n(-10 * s)} ${n(-26 * s)}M${n(bx)} ${n(by - 22 * s)}v${n(-34 * s)}M${n(bx + 4 * s)} ${n(by - 22 * s)}l${n(12 * s)} ${n(-24 * s)}`,
      'none',
      ` stroke="#5f8c40" stroke-width="${n(2 * s)}"`,
    ) +
    ellipse(bx - 14 * s, by - 50 * s, 6 * s, 3 * s, '#6f9a4a') +
    ellipse(bx + 16 * s, by - 48 * s, 6 * s, 3 * s, '#6f9a4a') +
    path(
      `M${n(bx - 6 * s)} ${n(by)}c${n(-12 * s)} ${n(-6 * s)} ${n(-10 * s)} ${n(-20 * s)} ${n(2 * s)} ${n(-24 * s)}h${n(8 * s)}c${n(12 * s)} ${n(4 * s)} ${n(14 * s)} ${n(18 * s)} ${n(2 * s)} ${n(24 * s)}Z`,
      color,
    )
  );
}

/** A dining chair; facing the camera shows the seat in front of the back, otherwise the back hides the seat. */
export function chair(v: View, x: number, floor: number, k: number, color: string, facingCamera: boolean): string {
  const t = tones(color);
  const w = 26;
  const dk = 0.06 * k;
  const legs: string[] = [];
  for (const [lx, lk] of [
    [x - w + 3, k],
    [x + w - 3, k],
    [x - w + 3, k + dk],
    [x + w - 3, k + dk],
  ] as const) {
    legs.push(`M${pts([project(v, lx, floor - 46, lk), project(v, lx, floor, lk)])}`);
  }
  const seat = block(v, { x0: x - w, x1: x + w, y0: floor - 50, y1: floor - 44, k0: k, k1: k + dk }, t);
  const backK = facingCamera ? k : k + dk;
  const back = block(v, { x0: x - w, x1: x + w, y0: floor - 110, y1: floor - 56, k0: backK, k1: backK + 0.01 }, t);
  const legPath = path(legs.join(''), 'none', ` stroke="${shade(color, -0.35)}" stroke-width="${n(2.5 * k)}"`);
  return floorShadow(v, x - w, x + w, floor, k, k + dk) + legPath + (facingCamera ? back + seat : seat + back);
}
