import { mix, shade } from '../color.ts';
import { line, n, path, poly } from '../svg-kit.ts';
import { block, flat, project, type View } from './perspective.ts';

/** A chaise lounge on the deck at height deck, between depths k and near, facing the camera; size scales it on the
 * reference plane. */
export function lounger(
  v: View,
  deck: number,
  x: number,
  k: number,
  near: number,
  frame: string,
  cushion: string,
  size = 1,
): string {
  const w = 64 * size;
  const len = near - k;
  const seat = deck - 22 * size;
  const back = k + len * 0.3;
  const frameSide = shade(frame, -0.25);
  return [
    poly(
      flat(v, x + 4 * size, x + w + 10 * size, deck, k + len * 0.05, near),
      '#1c2230',
      ' opacity=".22" filter="url(#sh)"',
    ),
    size < 0.5
      ? ''
      : block(
          v,
          {
            x0: x + 4 * size,
            x1: x + w - 4 * size,
            y0: seat + 6 * size,
            y1: deck,
            k0: k + len * 0.08,
            k1: near - len * 0.04,
          },
          { front: frameSide, top: frame, side: shade(frame, -0.4) },
        ),
    block(
      v,
      { x0: x, x1: x + w, y0: seat, y1: seat + 6 * size, k0: k, k1: near },
      { front: frame, top: frame, side: frameSide },
    ),
    block(
      v,
      { x0: x + 3 * size, x1: x + w - 3 * size, y0: seat - 7 * size, y1: seat, k0: back, k1: near - len * 0.02 },
      { front: shade(cushion, -0.15), top: cushion, side: shade(cushion, -0.3) },
    ),
    poly(
      [
        project(v, x + 3 * size, seat - 5 * size, back),
        project(v, x + w - 3 * size, seat - 5 * size, back),
        project(v, x + w - 3 * size, seat - 36 * size, k + len * 0.02),
        project(v, x + 3 * size, seat - 36 * size, k + len * 0.02),
      ],
      mix(cushion, '#ffffff', 0.15),
    ),
  ].join('');
}

/** A market umbrella standing on the deck; size scales it on the reference plane. */
export function umbrella(v: View, deck: number, x: number, k: number, color: string, size = 1): string {
  const [bx, by] = project(v, x, deck, k);
  const top = by - 250 * k * 0.55 * size;
  const r = 95 * k * 0.55 * size;
  return (
    `<ellipse cx="${n(bx + r * 0.6)}" cy="${n(by + 6)}" rx="${n(r)}" ry="${n(r * 0.22)}" fill="#1c2230" opacity=".2" filter="url(#sh)"/>` +
    line([bx, by], [bx, top], '#5b4a3a', Math.max(2, 4 * size * k)) +
    path(
      `M${n(bx - r)} ${n(top + r * 0.35)}Q${n(bx - r * 0.5)} ${n(top - r * 0.25)} ${n(bx)} ${n(top - r * 0.32)}Q${n(bx + r * 0.5)} ${n(top - r * 0.25)} ${n(bx + r)} ${n(top + r * 0.35)}Q${n(bx)} ${n(top + r * 0.1)} ${n(bx - r)} ${n(top + r * 0.35)}Z`,
      color,
    ) +
    path(
      `M${n(bx)} ${n(top - r * 0.32)}Q${n(bx + r * 0.2)} ${n(top)} ${n(bx + r * 0.3)} ${n(top + r * 0.22)}L${n(bx + r)} ${n(top + r * 0.35)}Q${n(bx + r * 0.5)} ${n(top - r * 0.25)} ${n(bx)} ${n(top - r * 0.32)}Z`,
      '#1c2230',
      ' opacity=".15"',
    )
  );
}

/** Light ripples on the pool floor, at a scale matching their distance. */
export function causticPattern(id: string, scale: number): string {
  return `<pattern id="${id}" width="40" height="16" patternUnits="userSpaceOnUse" patternTransform="scale(${scale})"><path d="M0 8q10 -5 20 0t20 0M-10 0q10 -5 20 0t20 0 20 0" fill="none" stroke="#fff" stroke-width=".8" opacity=".4"/></pattern>`;
}
