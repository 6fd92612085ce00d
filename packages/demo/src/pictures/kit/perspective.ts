import { poly, pts, type Pt } from '../svg-kit.ts';

/**
 * One-point perspective. Coordinates are given on the reference plane (depth k = 1), where one unit is one
 * pixel; a point at depth k is scaled by k away from the vanishing point, so k > 1 is nearer the camera.
 */
export interface View {
  readonly vx: number;
  readonly vy: number;
}

/** Projects a reference-plane point to picture coordinates at depth k. */
export function project(v: View, x: number, y: number, k: number): Pt {
  return [v.vx + (x - v.vx) * k, v.vy + (y - v.vy) * k];
}

/** A horizontal rectangle (floor, deck, table top) at height y between depths k0 and k1. */
export function flat(v: View, x0: number, x1: number, y: number, k0: number, k1: number): Pt[] {
  return [project(v, x0, y, k0), project(v, x1, y, k0), project(v, x1, y, k1), project(v, x0, y, k1)];
}

/** A vertical rectangle facing the camera at depth k. */
export function facing(v: View, x0: number, x1: number, y0: number, y1: number, k: number): Pt[] {
  return [project(v, x0, y0, k), project(v, x1, y0, k), project(v, x1, y1, k), project(v, x0, y1, k)];
}

/** A vertical rectangle receding from the camera (a side wall) at x between depths k0 and k1. */
export function side(v: View, x: number, y0: number, y1: number, k0: number, k1: number): Pt[] {
  return [project(v, x, y0, k0), project(v, x, y0, k1), project(v, x, y1, k1), project(v, x, y1, k0)];
}

/** A solid block in perspective. */
export interface Block {
  readonly x0: number;
  readonly x1: number;
  /** Top and bottom heights on the reference plane. */
  readonly y0: number;
  readonly y1: number;
  /** Far and near depth. */
  readonly k0: number;
  readonly k1: number;
}

/** Face colours of a block: front, top (or bottom when above eye level) and the visible side. */
export interface BlockColors {
  readonly front: string;
  readonly top: string;
  readonly side: string;
}

/** Draws the visible faces of a block, far faces first. */
export function block(v: View, b: Block, c: BlockColors): string {
  const parts: string[] = [];
  if (b.x1 < v.vx) parts.push(poly(side(v, b.x1, b.y0, b.y1, b.k0, b.k1), c.side));
  if (b.x0 > v.vx) parts.push(poly(side(v, b.x0, b.y0, b.y1, b.k0, b.k1), c.side));
  if (b.y0 > v.vy) parts.push(poly(flat(v, b.x0, b.x1, b.y0, b.k0, b.k1), c.top));
  if (b.y1 < v.vy) parts.push(poly(flat(v, b.x0, b.x1, b.y1, b.k0, b.k1), c.top));
  parts.push(poly(facing(v, b.x0, b.x1, b.y0, b.y1, b.k1), c.front));
  return parts.join('');
}

/** Clips a segment to the picture (with a small margin); null when it lies entirely outside. */
export function clipToFrame(a: Pt, b: Pt): [Pt, Pt] | null {
  let t0 = 0;
  let t1 = 1;
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const edges: [number, number][] = [
    [-dx, a[0] + 10],
    [dx, 1210 - a[0]],
    [-dy, a[1] + 10],
    [dy, 810 - a[1]],
  ];
  for (const [p, q] of edges) {
    if (p === 0) {
      if (q < 0) return null;
      continue;
    }
    const t = q / p;
    if (p < 0) t0 = Math.max(t0, t);
    else t1 = Math.min(t1, t);
    if (t0 > t1) return null;
  }
  return [
    [a[0] + dx * t0, a[1] + dy * t0],
    [a[0] + dx * t1, a[1] + dy * t1],
  ];
}

/** Path data of lines receding towards the vanishing point at each x, on height y between depths k0 and k1. */
export function rays(v: View, xs: readonly number[], y: number, k0: number, k1: number): string {
  return xs
    .map((x) => clipToFrame(project(v, x, y, k0), project(v, x, y, k1)))
    .filter((s): s is [Pt, Pt] => s !== null)
    .map(([a, b]) => `M${pts([a, b])}`)
    .join('');
}

/** Path data of horizontal lines across the picture at height y for each depth k. */
export function rungs(v: View, ks: readonly number[], y: number): string {
  return ks
    .map((k) => project(v, 0, y, k)[1])
    .filter((py) => py >= -10 && py <= 810)
    .map((py) => `M-10 ${Math.round(py)}H1210`)
    .join('');
}

/** Evenly spaced values from start (inclusive) while below end. */
export function steps(start: number, end: number, step: number): number[] {
  const out: number[] = [];
  for (let x = start; x < end; x += step) out.push(x);
  return out;
}

/** Geometric sequence from start while below end, for depths that look evenly spaced. */
export function depths(start: number, end: number, ratio: number): number[] {
  const out: number[] = [];
  for (let k = start; k < end; k *= ratio) out.push(k);
  return out;
}
