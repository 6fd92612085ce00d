import { mix, shade } from '../color.ts';
import { finishDefs, finishLayer } from '../kit/finish.ts';
import { palm, palmCrownDef, palmDefs } from '../kit/palm.ts';
import { block, flat, project, type View } from '../kit/perspective.ts';
import { skyDefs, skyLayer } from '../kit/sky.ts';
import { waterBand, waterDefs } from '../kit/water.ts';
import { pickSky, type Sky } from '../palette.ts';
import type { Random } from '../../data/prng.ts';
import { g, linear, MIRROR, n, path, poly, pts, svgDocument } from '../svg-kit.ts';

const WOOD = { front: '#6b5a47', top: '#8a7760', side: '#4f4236' } as const;

/** A long wooden fishing pier running from the beach out into the Gulf, as at Naples or Fort Myers Beach. */
export function renderPier(rng: Random): string {
  const sky = pickSky(rng);
  const horizon = rng.float(360, 400);
  const shore = horizon + rng.float(200, 250);
  const defs =
    skyDefs(sky, rng) +
    waterDefs(sky) +
    palmDefs() +
    finishDefs() +
    palmCrownDef('pc', 'coconut', rng, sky.foliage) +
    linear('sa', [
      [0, '#efe3c8'],
      [1, '#d6bf95'],
    ]);
  const v: View = { vx: 600 + rng.float(-140, 60), vy: horizon };
  const body = [skyLayer(sky, rng, horizon), waterBand(rng, sky, horizon, shore + 30), surf(rng, horizon, shore)];
  body.push(
    path(`M-10 ${n(shore)}Q400 ${n(shore - 12)} 800 ${n(shore + 6)}T1210 ${n(shore - 4)}V810H-10Z`, 'url(#sa)'),
  );
  body.push(pier(rng, v, horizon + 26));
  body.push(birds(rng, horizon));
  const side = v.vx < 560 ? 1110 : 90;
  body.push(
    palm('pc', 'coconut', {
      x: side,
      baseY: 800,
      height: rng.float(540, 620),
      lean: side < 600 ? rng.float(40, 100) : -rng.float(40, 100),
      scale: 1.3,
    }),
  );
  body.push(footprints(rng, shore, sky));
  return svgDocument(defs, g(body.join(''), rng.chance(0.5) ? MIRROR : '') + finishLayer(sky));
}

function pier(rng: Random, v: View, deckY: number): string {
  const plank = rng.pick(['#b89f7e', '#a88b68', '#c9b79c']);
  const x0 = v.vx + rng.float(10, 40);
  const x1 = x0 + 60;
  const far = rng.float(1.04, 1.12);
  const parts: string[] = [];
  for (let k = far; k < 16; k *= 1.22)
    for (const x of [x0 + 2, x1 - 2])
      parts.push(block(v, { x0: x - 2, x1: x + 2, y0: deckY, y1: deckY + 26, k0: k, k1: k * 1.01 }, WOOD));
  parts.push(poly(flat(v, x0, x1, deckY, far, 16), plank));
  const edge = (x: number, y: number) => `M${pts([project(v, x, y, far), project(v, x, y, 16)])}`;
  parts.push(path(`${edge(x0, deckY - 9)}${edge(x1, deckY - 9)}`, 'none', ' stroke="#f1ede4" stroke-width="2.5"'));
  const posts: string[] = [];
  for (let k = far; k < 16; k *= 1.12)
    for (const x of [x0, x1]) posts.push(`M${pts([project(v, x, deckY, k), project(v, x, deckY - 9, k)])}`);
  parts.push(path(posts.join(''), 'none', ' stroke="#f1ede4" stroke-width="2"'));
  parts.push(
    block(
      v,
      { x0: x0 - 6, x1: x1 + 6, y0: deckY - 16, y1: deckY - 14, k0: far, k1: far * 1.06 },
      { front: '#3f6f86', top: '#3f6f86', side: '#2f5568' },
    ),
  );
  return parts.join('');
}

function surf(rng: Random, horizon: number, shore: number): string {
  const lines: string[] = [];
  for (let i = 0; i < 4; i += 1) {
    const y = horizon + (shore - horizon) * (0.45 + i * 0.17);
    let d = `M-20 ${n(y)}`;
    for (let x = -20; x < 1220; x += 100) d += `q50 ${n(rng.float(-6, 3))} 100 0`;
    lines.push(d);
  }
  return path(lines.join(''), 'none', ' stroke="#fff" stroke-width="3" opacity=".5"');
}

function birds(rng: Random, horizon: number): string {
  const d: string[] = [];
  for (let i = rng.int(2, 5); i > 0; i -= 1) {
    const x = rng.float(150, 1050);
    const y = rng.float(80, horizon - 140);
    const s = rng.float(7, 13);
    d.push(`M${n(x - s)} ${n(y)}q${n(s / 2)} ${n(-s / 2)} ${n(s)} 0q${n(s / 2)} ${n(-s / 2)} ${n(s)} 0`);
  }
  return path(d.join(''), 'none', ' stroke="#2c3440" stroke-width="2.5" opacity=".7"');
}

function footprints(rng: Random, shore: number, sky: Sky): string {
  const d: string[] = [];
  let x = rng.float(200, 900);
  for (let y = 800; y > shore + 30; y -= 34) {
    x += rng.float(-14, 14);
    d.push(`M${n(x)} ${n(y)}h10M${n(x + 22)} ${n(y - 16)}h10`);
  }
  return (
    path(
      d.join(''),
      'none',
      ` stroke="${mix('#b39a6c', sky.grade[0], 0.1)}" stroke-width="5" stroke-linecap="round" opacity=".45"`,
    ) + path(`M-10 ${n(shore + 6)}H1210`, 'none', ` stroke="${shade('#d6bf95', -0.1)}" stroke-width="6" opacity=".5"`)
  );
}
