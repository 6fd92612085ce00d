import { mix, shade } from '../color.ts';
import type { Random } from '../../data/prng.ts';
import { blur, circle, ellipse, n, n2, use } from '../svg-kit.ts';

/** A rounded shrub definition (optionally flowering) centred on its base. */
export function shrubDef(id: string, rng: Random, foliage: string, flower: string | null): string {
  const dark = shade(foliage, -0.3);
  const light = mix(foliage, '#b5d86e', 0.35);
  const parts: string[] = [ellipse(0, -2, 46, 8, '#1c2230', ' opacity=".25" filter="url(#sb)"')];
  const blobs = 5;
  for (let i = 0; i < blobs; i += 1) {
    const x = -32 + (64 * i) / (blobs - 1) + rng.float(-4, 4);
    const r = 17 + Math.sin((Math.PI * i) / (blobs - 1)) * 10;
    parts.push(circle(Math.round(x), Math.round(-r * 0.9), Math.round(r), dark));
  }
  for (let i = 0; i < 4; i += 1) {
    const x = -24 + i * 15 + rng.float(-3, 3);
    parts.push(
      circle(
        Math.round(x - 3),
        Math.round(-28 - Math.sin((Math.PI * i) / 3) * 8),
        Math.round(11 + rng.float(0, 4)),
        i % 2 === 0 ? foliage : light,
      ),
    );
  }
  if (flower) {
    const dots = Array.from(
      { length: 10 },
      () => `M${Math.round(rng.float(-34, 34))} ${Math.round(-rng.float(8, 42))}h0`,
    ).join('');
    parts.push(`<path d="${dots}" stroke="${flower}" stroke-width="7" stroke-linecap="round"/>`);
  }
  return `<g id="${id}">${parts.join('')}</g>`;
}

/** The blur used by plant shadows. */
export function plantDefs(): string {
  return blur('sb', 4);
}

/** Places a shrub definition. */
export function shrub(id: string, x: number, baseY: number, scale: number): string {
  return use(id, `translate(${n(x)} ${n(baseY)}) scale(${n2(scale)})`);
}
