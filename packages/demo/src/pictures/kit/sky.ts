import type { Sky } from '../palette.ts';
import type { Random } from '../../data/prng.ts';
import { blur, circle, ellipse, g, linear, n, n2, path, radial, rect, use } from '../svg-kit.ts';

/** Gradient, glow and cloud definitions for an outdoor sky. */
export function skyDefs(sky: Sky, rng: Random): string {
  const [top, mid, horizon] = sky.stops;
  const glow = sky.name === 'golden' ? 0.9 : 0.55;
  return (
    linear('sky', [
      [0, top],
      [0.55, mid],
      [1, horizon],
    ]) +
    radial('sun', [
      [0, sky.sun, glow],
      [0.25, sky.sun, glow * 0.45],
      [1, sky.sun, 0],
    ]) +
    blur('cb', 2.5) +
    cloudDef('c1', rng, sky)
  );
}

function cloudDef(id: string, rng: Random, sky: Sky): string {
  const bumps: [number, number, number][] = [];
  const count = 5;
  for (let i = 0; i < count; i += 1) {
    const t = i / (count - 1);
    const x = -95 + t * 190 + rng.float(-8, 8);
    const r = (18 + Math.sin(Math.PI * t) * 26) * rng.float(0.8, 1.2);
    bumps.push([Math.round(x), Math.round(-r * 0.55), Math.round(r)]);
  }
  const shape = (fill: string, dy: number): string =>
    g(
      bumps.map(([x, y, r]) => `<circle cx="${x}" cy="${y + dy}" r="${r}"/>`).join('') +
        `<ellipse cy="${dy - 4}" rx="108" ry="14"/>`,
      ` fill="${fill}"`,
    );
  return `<g id="${id}" filter="url(#cb)">${shape(sky.cloudShade, 4)}${shape(sky.cloud, -5)}</g>`;
}

/** The sky from the top of the picture down to the horizon line, with sun glow and clouds. */
export function skyLayer(sky: Sky, rng: Random, horizon: number): string {
  const parts = [rect(0, 0, 1200, horizon + 4, 'url(#sky)')];
  if (sky.name === 'golden') {
    const sx = rng.float(300, 900);
    parts.push(
      ellipse(sx, horizon - 30, 520, 300, 'url(#sun)'),
      circle(sx, horizon - 34, 26, '#fff6d8', ' opacity=".95"'),
    );
  } else {
    parts.push(ellipse(rng.float(60, 300), -40, 700, 420, 'url(#sun)'));
  }
  const clouds = rng.int(2, 4);
  for (let i = 0; i < clouds; i += 1) {
    const x = (i + 0.5) * (1200 / clouds) + rng.float(-80, 80);
    const y = rng.float(60, Math.max(90, horizon * 0.55));
    const s = rng.float(0.55, 1.25) * (0.6 + (y / horizon) * 0.3);
    const flip = rng.chance(0.5) ? -1 : 1;
    parts.push(use('c1', `translate(${n(x)} ${n(y)}) scale(${n2(s * flip)} ${n2(s * 0.85)})`, ' opacity=".92"'));
  }
  return parts.join('');
}

/** A lumpy band of distant trees along the horizon, softened by haze. */
export function treeLine(rng: Random, baseY: number, color: string, haze: string, heightMax = 46): string {
  let d = `M-10 ${n(baseY + 10)}V${n(baseY - rng.float(10, heightMax))}`;
  let x = -10;
  while (x < 1210) {
    const w = rng.float(50, 110);
    const h = rng.float(10, heightMax);
    d += `q${n(w / 2)} ${n(-h - 30)} ${n(w)} ${n(rng.float(-12, 12))}`;
    x += w;
  }
  d += `V${n(baseY + 10)}Z`;
  return path(d, color) + rect(0, baseY - heightMax - 30, 1200, heightMax + 40, haze, ' opacity=".18"');
}
