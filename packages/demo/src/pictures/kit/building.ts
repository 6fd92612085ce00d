import { shade } from '../color.ts';
import { g, line, linear, n, path, poly, rect } from '../svg-kit.ts';

/** Roof and wall textures: clay tile, metal seams, pavers and lap siding. */
export type Texture = 'tl' | 'mt' | 'pv' | 'sd';

const TEXTURES: Record<Texture, string> = {
  tl: '<pattern id="tl" width="13" height="11" patternUnits="userSpaceOnUse"><path d="M0 0h6.5v11H0z" fill="#fff" opacity=".13"/><path d="M0 10.5h13" stroke="#1c2230" stroke-opacity=".22"/></pattern>',
  mt: '<pattern id="mt" width="16" height="40" patternUnits="userSpaceOnUse"><path d="M1 0v40" stroke="#fff" stroke-opacity=".45" stroke-width="1.5"/><path d="M2.5 0v40" stroke="#1c2230" stroke-opacity=".18"/></pattern>',
  pv: '<pattern id="pv" width="24" height="12" patternUnits="userSpaceOnUse"><path d="M0 11.5h24M12 0v12" stroke="#6b6357" stroke-opacity=".35"/></pattern>',
  sd: '<pattern id="sd" width="40" height="9" patternUnits="userSpaceOnUse"><path d="M0 8.5h40" stroke="#1c2230" stroke-opacity=".12"/></pattern>',
};

/** Definitions used by facades: glass, eave shadow, facade light and the requested textures. */
export function buildingDefs(textures: readonly Texture[]): string {
  return (
    textures.map((t) => TEXTURES[t]).join('') +
    linear('gl', [
      [0, '#c9dfeb'],
      [0.45, '#7d9db2'],
      [1, '#2c4557'],
    ]) +
    linear('ev', [
      [0, '#1c2230', 0.35],
      [1, '#1c2230', 0],
    ]) +
    linear(
      'fl',
      [
        [0, '#fff', 0.12],
        [0.6, '#fff', 0],
        [1, '#1c2230', 0.1],
      ],
      0,
      0,
      1,
      0,
    )
  );
}

/** A window: trim, reflective glass, muntins and optional arch and shutters. */
export interface WindowSpec {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
  readonly arch?: boolean;
  readonly cols?: number;
  readonly rows?: number;
  readonly shutters?: string;
  readonly trim?: string;
}

function windowOutline(x: number, y: number, w: number, h: number, arch: boolean): string {
  if (!arch) return `M${n(x)} ${n(y)}h${n(w)}v${n(h)}h${n(-w)}Z`;
  const r = w / 2;
  return `M${n(x)} ${n(y + h)}V${n(y + r)}A${n(r)} ${n(r)} 0 0 1 ${n(x + w)} ${n(y + r)}V${n(y + h)}Z`;
}

/** Draws a window with a sill and a soft shadow beneath the top trim. */
export function windowEl(s: WindowSpec): string {
  const trim = s.trim ?? '#ffffff';
  const arch = s.arch ?? false;
  const parts: string[] = [];
  if (s.shutters) {
    const sw = s.w * 0.42;
    const louver = ` stroke="${shade(s.shutters, -0.25)}" stroke-width="${n(sw - 4)}" stroke-dasharray="1.5 4"`;
    for (const sx of [s.x - sw - 6, s.x + s.w + 6]) {
      parts.push(
        rect(sx, s.y, sw, s.h, s.shutters),
        path(`M${n(sx + sw / 2)} ${n(s.y + 4)}V${n(s.y + s.h - 4)}`, 'none', louver),
      );
    }
  }
  parts.push(path(windowOutline(s.x - 5, s.y - 5, s.w + 10, s.h + 10, arch), trim));
  parts.push(path(windowOutline(s.x, s.y, s.w, s.h, arch), 'url(#gl)'));
  parts.push(
    poly(
      [
        [s.x + s.w * 0.15, s.y + s.h],
        [s.x + s.w * 0.55, s.y + (arch ? s.w * 0.3 : 0)],
        [s.x + s.w * 0.78, s.y + (arch ? s.w * 0.3 : 0)],
        [s.x + s.w * 0.38, s.y + s.h],
      ],
      '#fff',
      ' opacity=".14"',
    ),
  );
  const cols = s.cols ?? 2;
  const rows = s.rows ?? 2;
  const mull: string[] = [];
  for (let c = 1; c < cols; c += 1)
    mull.push(`M${n(s.x + (s.w * c) / cols)} ${n(s.y + (arch ? s.w * 0.1 : 0))}V${n(s.y + s.h)}`);
  for (let r = 1; r < rows; r += 1) mull.push(`M${n(s.x)} ${n(s.y + (s.h * r) / rows)}h${n(s.w)}`);
  if (mull.length > 0) parts.push(path(mull.join(''), 'none', ` stroke="${trim}" stroke-width="3"`));
  parts.push(rect(s.x - 9, s.y + s.h + 4, s.w + 18, 6, shade(trim, -0.08)));
  return g(parts.join(''));
}

/** A front door (single or double) with sidelites or a transom, in an accent colour. */
export function doorEl(x: number, baseY: number, w: number, h: number, color: string, arch: boolean): string {
  const parts: string[] = [];
  parts.push(path(windowOutline(x - 8, baseY - h - 8, w + 16, h + 8, arch), '#ffffff'));
  parts.push(path(windowOutline(x, baseY - h, w, h, arch), 'url(#gl)'));
  const doorTop = baseY - h + (arch ? w * 0.5 : h * 0.2);
  const leaf = w * 0.3;
  parts.push(rect(x + w / 2 - leaf, doorTop, leaf * 2, baseY - doorTop, color));
  parts.push(
    path(`M${n(x + w / 2)} ${n(doorTop)}V${n(baseY)}`, 'none', ` stroke="${shade(color, -0.3)}" stroke-width="2"`),
  );
  parts.push(
    rect(x + w / 2 - leaf + 8, doorTop + 12, leaf * 2 - 16, (baseY - doorTop) * 0.5, '#fff', ' opacity=".12"'),
  );
  parts.push(
    rect(x + w / 2 - 8, doorTop + (baseY - doorTop) * 0.55, 4, 14, '#d9c38a'),
    rect(x + w / 2 + 4, doorTop + (baseY - doorTop) * 0.55, 4, 14, '#d9c38a'),
  );
  return g(parts.join(''));
}

/** A sectional garage door with recessed top shadow and raised panels. */
export function garageEl(x: number, baseY: number, w: number, h: number, color: string, trim: string): string {
  const panels = ` stroke="${shade(color, -0.2)}" stroke-width="${n(w - 16)}" stroke-dasharray="2 ${n(h / 4 - 2)}"`;
  return g(
    rect(x - 8, baseY - h - 8, w + 16, h + 8, trim) +
      rect(x, baseY - h, w, h, color) +
      path(`M${n(x + w / 2)} ${n(baseY - h + h / 4)}V${n(baseY)}`, 'none', panels) +
      rect(x + 10, baseY - h + 10, w - 20, h / 4 - 18, 'url(#gl)', ' opacity=".85"') +
      rect(x, baseY - h, w, 12, 'url(#ev)'),
  );
}

/** Roof shapes seen from the street. */
export type RoofKind = 'hip' | 'gable' | 'flat';

/** Appearance of a roof. */
export interface RoofSpec {
  readonly kind: RoofKind;
  readonly color: string;
  readonly texture: 'tl' | 'mt';
  /** Wall colour, used for the triangle of a gable end. */
  readonly wall: string;
}

/** A roof over a wall block from x to x + w whose eave sits at eaveY. */
export function roofEl(spec: RoofSpec, x: number, w: number, eaveY: number, rise: number): string {
  const { kind, color, texture } = spec;
  const o = 16;
  if (kind === 'flat') {
    return (
      rect(x - 6, eaveY - rise, w + 12, rise, color) +
      rect(x - 6, eaveY - rise, w + 12, 5, '#fff', ' opacity=".3"') +
      rect(x, eaveY, w, 16, 'url(#ev)')
    );
  }
  if (kind === 'gable') {
    const peak: [number, number] = [x + w / 2, eaveY - rise];
    const gableFace =
      poly([[x, eaveY], peak, [x + w, eaveY]], spec.wall) + poly([[x, eaveY], peak, [x + w, eaveY]], 'url(#sd)');
    const rake =
      line([x - o, eaveY + 8], peak, color, 14, ' stroke-linecap="square"') +
      line(peak, [x + w + o, eaveY + 8], color, 14, ' stroke-linecap="square"');
    return (
      gableFace +
      rect(x, eaveY - 2, w, 14, 'url(#ev)') +
      rake +
      line([x - o, eaveY + 8], peak, '#fff', 3, ' opacity=".5"') +
      line(peak, [x + w + o, eaveY + 8], '#fff', 3, ' opacity=".5"')
    );
  }
  const inset = Math.min(rise * 1.7, (w + 2 * o) / 2 - 4);
  const shape: [number, number][] = [
    [x - o, eaveY],
    [x - o + inset, eaveY - rise],
    [x + w + o - inset, eaveY - rise],
    [x + w + o, eaveY],
  ];
  return (
    poly(shape, color) +
    poly(shape, `url(#${texture})`) +
    poly(
      [
        [x - o, eaveY],
        [x - o + inset, eaveY - rise],
        [x - o + inset + 2, eaveY - rise],
        [x - o + 18, eaveY],
      ],
      '#fff',
      ' opacity=".18"',
    ) +
    poly(
      [
        [x + w + o, eaveY],
        [x + w + o - inset, eaveY - rise],
        [x + w + o - inset - 2, eaveY - rise],
        [x + w + o - 18, eaveY],
      ],
      '#1c2230',
      ' opacity=".15"',
    ) +
    rect(x - o, eaveY - 2, w + 2 * o, 7, shade(color, 0.75)) +
    rect(x, eaveY + 5, w, 16, 'url(#ev)')
  );
}
