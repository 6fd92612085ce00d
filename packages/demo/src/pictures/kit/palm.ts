import { mix, shade } from '../color.ts';
import type { Random } from '../../data/prng.ts';
import { n, n2, path, type Pt, use } from '../svg-kit.ts';

/** The two palms of the region: the curving coconut palm and the straight royal palm. */
export type PalmKind = 'coconut' | 'royal';

function bezier(p0: Pt, p1: Pt, p2: Pt, t: number): Pt {
  const u = 1 - t;
  return [u * u * p0[0] + 2 * u * t * p1[0] + t * t * p2[0], u * u * p0[1] + 2 * u * t * p1[1] + t * t * p2[1]];
}

/** One feathery frond pointing right: a curved rachis with narrow leaflets combed towards the tip and hanging down. */
function frondPath(id: string, length: number, droop: number, leaflet: number): string {
  const p1: Pt = [length * 0.55, -length * 0.16];
  const p2: Pt = [length, length * droop];
  const segments: string[] = [];
  const count = 12;
  for (let k = 0; k < count; k += 1) {
    const t = 0.1 + (0.86 * k) / (count - 1);
    const [x, y] = bezier([0, 0], p1, p2, t);
    const [ax, ay] = bezier([0, 0], p1, p2, t + 0.02);
    const len = Math.hypot(ax - x, ay - y) || 1;
    const tx = (ax - x) / len;
    const ty = (ay - y) / len;
    const size = leaflet * Math.sin(Math.PI * (0.15 + t * 0.8)) ** 0.6;
    const tips = [-1, 1].map((side) => {
      const dx = tx * 0.75 + -ty * side * 0.55;
      const dy = ty * 0.75 + tx * side * 0.55 + (side > 0 ? 0.8 : 0.3);
      const dl = Math.hypot(dx, dy);
      const l = size * (side > 0 ? 1 : 0.8);
      return `${Math.round(x + (dx / dl) * l)} ${Math.round(y + (dy / dl) * l)}`;
    });
    segments.push(`M${tips[0]} ${Math.round(x)} ${Math.round(y)} ${tips[1]}`);
  }
  const rachis = `M0 0Q${n(p1[0])} ${n(p1[1])} ${n(p2[0])} ${n(p2[1])}Q${n(p1[0])} ${n(p1[1] + 6)} 0 4Z`;
  return `<g id="${id}" stroke-width="2.8" stroke-linecap="round"><path d="${rachis}"/><path d="${segments.join('')}" fill="none"/></g>`;
}

/** Frond shapes shared by every palm crown of a picture: arching, spreading and hanging. */
function palmFrondDefs(): string {
  return frondPath('fa', 128, 0.1, 30) + frondPath('fb', 128, 0.4, 32) + frondPath('fc', 112, 0.75, 28);
}

/** The crown of a palm as a reusable definition centred on the top of the trunk. */
export function palmCrownDef(id: string, kind: PalmKind, rng: Random, foliage: string): string {
  const tones = [shade(foliage, -0.35), foliage, mix(foliage, '#a8cf6a', 0.45)];
  const layers: string[][] = [[], [], []];
  const count = kind === 'coconut' ? 13 : 12;
  for (let i = 0; i < count; i += 1) {
    const t = i / (count - 1);
    const elevation = Math.abs(t - 0.5) * 2;
    const up = kind === 'royal' ? 0.85 : 0.7;
    const deg = -90 * up * (1 - elevation) + (elevation > 0.8 ? 25 : 0) + rng.float(-8, 8);
    const frond = elevation < 0.35 ? 'fa' : elevation < 0.8 ? 'fb' : 'fc';
    const scale = (kind === 'coconut' ? 1 : 1.08) * rng.float(0.85, 1.08) * (elevation < 0.2 ? 0.8 : 1);
    const transform = `${t < 0.5 ? 'scale(-1 1) ' : ''}rotate(${Math.round(deg)}) scale(${n2(scale)})`;
    layers[i % 2 === 0 ? 0 : i % 3 === 0 ? 2 : 1]?.push(use(frond, transform));
  }
  const nuts =
    kind === 'coconut'
      ? '<path d="M-5 7h0M5 8h0M0 12h0" stroke="#7a6128" stroke-width="11" stroke-linecap="round"/>'
      : '';
  const layer = (k: number): string => `<g fill="${tones[k]}" stroke="${tones[k]}">${layers[k]?.join('') ?? ''}</g>`;
  return `<g id="${id}">${layer(0)}${nuts}${layer(1)}${layer(2)}</g>`;
}

/** Shared definitions for palms: frond shapes, trunk gradients and a unit royal-palm trunk 100 high. */
export function palmDefs(): string {
  return (
    palmFrondDefs() +
    '<linearGradient id="pt" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#b8a184"/><stop offset=".45" stop-color="#9c8467"/><stop offset="1" stop-color="#5e4e3e"/></linearGradient>' +
    '<linearGradient id="rt" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#e9e5dc"/><stop offset=".5" stop-color="#c9c3b7"/><stop offset="1" stop-color="#8d877e"/></linearGradient>' +
    '<g id="rk"><path d="M-11 0Q-14 -50 -7.5 -84L7.5 -84Q14 -50 11 0Z" fill="url(#rt)"/><path d="M-7.5 -83L-6 -100L6 -100L7.5 -83Z" fill="#5f8c40"/><path d="M-3 -83L-2.5 -100L2 -100L2.5 -83Z" fill="#86b05a"/></g>'
  );
}

/** Where and how a palm stands. */
export interface PalmPlacement {
  readonly x: number;
  readonly baseY: number;
  readonly height: number;
  /** Horizontal offset of the crown against the base (coconut palms lean). */
  readonly lean: number;
  /** Crown scale; 1 fits a palm about 300 px tall. */
  readonly scale: number;
  readonly flip?: boolean;
}

/** A palm tree: tapered trunk plus a crown instance. */
export function palm(crownId: string, kind: PalmKind, p: PalmPlacement): string {
  const topX = p.x + p.lean;
  const topY = p.baseY - p.height;
  const flip = p.flip ? -1 : 1;
  const crown = use(crownId, `translate(${n(topX)} ${n(topY)}) scale(${n2(flip * p.scale)} ${n2(p.scale)})`);
  if (kind === 'royal') {
    return use('rk', `translate(${n(p.x)} ${n(p.baseY)}) scale(${n2(p.scale)} ${n2(p.height / 100)})`) + crown;
  }
  const wb = 9 * p.scale;
  const wt = 5.5 * p.scale;
  const cx = p.x + p.lean * 0.15;
  const cy = p.baseY - p.height * 0.5;
  const rings =
    p.scale < 0.6
      ? ''
      : path(
          `M${n(p.x)} ${n(p.baseY)}Q${n(cx)} ${n(cy)} ${n(topX)} ${n(topY)}`,
          'none',
          ` stroke="#4a3c2f" stroke-width="${n((wb + wt) * 0.95)}" stroke-dasharray="1.5 ${n(5 * p.scale)}" opacity=".45"`,
        );
  return (
    path(
      `M${n(p.x - wb)} ${n(p.baseY)}Q${n(cx - wb)} ${n(cy)} ${n(topX - wt)} ${n(topY)}L${n(topX + wt)} ${n(topY)}Q${n(cx + wb)} ${n(cy)} ${n(p.x + wb)} ${n(p.baseY)}Z`,
      'url(#pt)',
    ) +
    rings +
    crown
  );
}
