import { shade } from '../color.ts';
import { finishDefs, finishLayer } from '../kit/finish.ts';
import { palm, palmCrownDef, palmDefs } from '../kit/palm.ts';
import { plantDefs, shrub, shrubDef } from '../kit/plants.ts';
import { skyDefs, skyLayer, treeLine } from '../kit/sky.ts';
import { pickSky } from '../palette.ts';
import type { Random } from '../../data/prng.ts';
import { blur, ellipse, g, linear, MIRROR, n, path, rect, svgDocument } from '../svg-kit.ts';

const BASE = 560;

/**
 * A historic Florida landmark: a two-storey white frame house with deep verandas on both floors
 * and a metal roof (the style of the Edison and Ford winter homes and the Koreshan settlement),
 * beside a spreading banyan tree with hanging roots, across a lawn.
 */
export function renderLandmark(rng: Random): string {
  const sky = pickSky(rng);
  const trim = rng.pick(['#2f5d46', '#23465f', '#5a3b2c']);
  const defs =
    skyDefs(sky, rng) +
    palmDefs() +
    plantDefs() +
    finishDefs() +
    blur('sh', 10) +
    linear('lw', [
      [0, sky.grass[0]],
      [1, sky.grass[1]],
    ]) +
    palmCrownDef('pr', 'royal', rng, sky.foliage) +
    shrubDef('s1', rng, sky.foliage, rng.chance(0.5) ? '#d6408a' : '#f2d13d');
  const cx = rng.float(620, 760);
  const body = [skyLayer(sky, rng, BASE - 40), treeLine(rng, BASE - 30, shade(sky.foliage, -0.2), sky.stops[2], 60)];
  body.push(rect(0, BASE - 40, 1200, 360, 'url(#lw)'));
  body.push(banyan(rng, cx - 420, sky.foliage));
  body.push(house(rng, cx, trim));
  for (const x of [cx + 300, cx + 390])
    body.push(palm('pr', 'royal', { x, baseY: BASE + 6, height: rng.float(330, 380), lean: 0, scale: 0.75 }));
  for (let x = cx - 240; x < cx + 250; x += 64) body.push(shrub('s1', x, BASE + 14, 0.7));
  body.push(
    path(`M${n(cx - 40)} ${n(BASE + 10)}L${n(cx - 160)} 810H${n(cx + 160)}L${n(cx + 40)} ${n(BASE + 10)}Z`, '#e6dcc6'),
  );
  return svgDocument(defs, g(body.join(''), rng.chance(0.5) ? MIRROR : '') + finishLayer(sky));
}

function house(rng: Random, cx: number, trim: string): string {
  const w = rng.float(440, 500);
  const x = cx - w / 2;
  const floor = rng.float(105, 120);
  const top = BASE - floor * 2;
  const parts = [
    ellipse(cx, BASE + 8, w * 0.6, 16, '#1c2230', ' opacity=".25" filter="url(#sh)"'),
    rect(x, top, w, floor * 2, '#f6f3ea'),
  ];
  const siding: string[] = [];
  for (let y = top + 8; y < BASE; y += 9) siding.push(`M${n(x)} ${n(y)}h${n(w)}`);
  parts.push(path(siding.join(''), 'none', ' stroke="#d9d4c6" stroke-width="1.2"'));
  for (let level = 0; level < 2; level += 1) {
    const y = BASE - floor * (level + 1);
    for (let wx = x + 34; wx < x + w - 40; wx += 62)
      parts.push(
        rect(wx, y + 26, 26, floor - 48, '#3d5566'),
        rect(wx - 9, y + 26, 8, floor - 48, trim),
        rect(wx + 27, y + 26, 8, floor - 48, trim),
      );
    parts.push(rect(x - 24, y - 6, w + 48, 8, '#ffffff'));
    const posts: string[] = [];
    for (let px = x - 20; px <= x + w + 20; px += (w + 40) / 8) posts.push(`M${n(px)} ${n(y)}v${n(floor)}`);
    parts.push(path(posts.join(''), 'none', ' stroke="#ffffff" stroke-width="7"'));
    parts.push(
      path(
        `M${n(x - 24)} ${n(y + floor - 30)}h${n(w + 48)}M${n(x - 24)} ${n(y + floor - 18)}h${n(w + 48)}`,
        'none',
        ' stroke="#ffffff" stroke-width="3"',
      ),
    );
  }
  const roof = rng.pick(['#8c9496', '#6f7d86', '#9a5a3c']);
  parts.push(
    path(
      `M${n(x - 40)} ${n(top + 2)}L${n(x + 60)} ${n(top - 96)}H${n(x + w - 60)}L${n(x + w + 40)} ${n(top + 2)}Z`,
      roof,
    ),
  );
  const seams: string[] = [];
  for (let sx = x + 70; sx < x + w - 60; sx += 22) seams.push(`M${n(sx)} ${n(top - 94)}v92`);
  parts.push(path(seams.join(''), 'none', ` stroke="${shade(roof, -0.2)}" stroke-width="2"`));
  parts.push(rect(cx - 22, BASE - 78, 44, 78, trim), rect(x - 30, BASE - 6, w + 60, 12, '#cfc8b8'));
  return g(parts.join(''));
}

function banyan(rng: Random, x: number, foliage: string): string {
  const parts = [
    path(
      `M${n(x - 60)} ${n(BASE + 10)}Q${n(x - 30)} ${n(BASE - 160)} ${n(x - 10)} ${n(BASE - 260)}H${n(x + 50)}Q${n(x + 70)} ${n(BASE - 160)} ${n(x + 110)} ${n(BASE + 10)}Z`,
      '#6e6258',
    ),
  ];
  const roots: string[] = [];
  for (let i = 0; i < 14; i += 1) {
    const rx = x + rng.float(-260, 300);
    roots.push(`M${n(rx)} ${n(BASE - rng.float(250, 300))}V${n(BASE + rng.float(0, 12))}`);
  }
  parts.push(path(roots.join(''), 'none', ' stroke="#7d7066" stroke-width="5" opacity=".8"'));
  const crown: string[] = [];
  for (let i = 0; i < 16; i += 1)
    crown.push(
      ellipse(
        x + rng.float(-300, 340),
        BASE - rng.float(260, 380),
        rng.float(70, 130),
        rng.float(40, 70),
        shade(foliage, rng.float(-0.25, 0.1)),
      ),
    );
  parts.push(g(crown.join('')));
  return g(parts.join(''));
}
