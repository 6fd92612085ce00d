import { mix, shade } from '../color.ts';
import { finishDefs, finishLayer } from '../kit/finish.ts';
import { palm, palmCrownDef, palmDefs } from '../kit/palm.ts';
import { block, flat, project, type View } from '../kit/perspective.ts';
import { skyDefs, skyLayer, treeLine } from '../kit/sky.ts';
import { distantHouses, waterBand, waterDefs } from '../kit/water.ts';
import { pickSky, type Sky } from '../palette.ts';
import type { Random } from '../../data/prng.ts';
import { blur, ellipse, g, linear, MIRROR, n, path, poly, pts, rect, svgDocument } from '../svg-kit.ts';

/** Water views: a canal or bay with a private dock and boat, or an open Gulf beach with dunes and sea oats. */
export function renderWaterView(rng: Random): string {
  const sky = pickSky(rng);
  const beach = rng.chance(0.45);
  const horizon = beach ? rng.float(380, 420) : rng.float(400, 430);
  const defs =
    skyDefs(sky, rng) +
    waterDefs(sky) +
    palmDefs() +
    finishDefs() +
    blur('sh', 6) +
    palmCrownDef('pc', 'coconut', rng, sky.foliage) +
    linear('sa', [
      [0, '#efe3c8'],
      [1, '#d9c49c'],
    ]);
  const body = [skyLayer(sky, rng, horizon)];
  body.push(beach ? beachScene(rng, sky, horizon) : dockScene(rng, sky, horizon));
  body.push(birds(rng, horizon));
  return svgDocument(defs, g(body.join(''), rng.chance(0.5) ? MIRROR : '') + finishLayer(sky));
}

function sunPath(sky: Sky, horizon: number, x: number): string {
  if (sky.name !== 'golden') return '';
  const glints: string[] = [];
  for (let y = horizon + 4; y < 800; y += 7)
    glints.push(`M${n(x - (y - horizon) * 0.25)} ${n(y)}h${n((y - horizon) * 0.5)}`);
  return path(glints.join(''), 'none', ' stroke="#ffe7b0" stroke-width="2.5" stroke-dasharray="14 9" opacity=".55"');
}

function birds(rng: Random, horizon: number): string {
  const d: string[] = [];
  for (let i = rng.int(0, 4); i > 0; i -= 1) {
    const x = rng.float(150, 1050);
    const y = rng.float(90, horizon - 160);
    const s = rng.float(5, 10);
    d.push(`M${n(x - s)} ${n(y)}q${n(s / 2)} ${n(-s / 2)} ${n(s)} 0q${n(s / 2)} ${n(-s / 2)} ${n(s)} 0`);
  }
  return d.length ? path(d.join(''), 'none', ' stroke="#2c3440" stroke-width="2" opacity=".7"') : '';
}

function beachScene(rng: Random, sky: Sky, horizon: number): string {
  const shore = horizon + rng.float(150, 200);
  const parts = [waterBand(rng, sky, horizon, shore + 40), sunPath(sky, horizon, rng.float(400, 800))];
  const foam: string[] = [];
  for (let i = 0; i < 4; i += 1) {
    const y = horizon + (shore - horizon) * (0.35 + i * 0.2);
    let d = `M-20 ${n(y)}`;
    for (let x = -20; x < 1220; x += 80) d += `q40 ${n(rng.float(-5, 3))} 80 0`;
    foam.push(d);
  }
  parts.push(path(foam.join(''), 'none', ' stroke="#fff" stroke-width="2.5" opacity=".55"'));
  parts.push(
    path(
      `M-10 ${n(shore)}Q300 ${n(shore - 14)} 600 ${n(shore + 4)}T1210 ${n(shore - 6)}V810H-10Z`,
      '#cdb88f',
      ' opacity=".7"',
    ),
  );
  parts.push(
    path(`M-10 ${n(shore + 14)}Q300 ${n(shore)} 600 ${n(shore + 18)}T1210 ${n(shore + 8)}V810H-10Z`, 'url(#sa)'),
  );
  if (rng.chance(0.6)) {
    const px = rng.float(700, 1000);
    const deckY = horizon - 6;
    parts.push(rect(px, deckY, 1200 - px + 20, 5, '#5d5148'));
    const piles: string[] = [];
    for (let x = px + 6; x < 1220; x += 18) piles.push(`M${n(x)} ${n(deckY)}v${n(12 + (x - px) * 0.02)}`);
    parts.push(path(piles.join(''), 'none', ' stroke="#5d5148" stroke-width="2"'));
  }
  const umbrellaX = rng.float(350, 750);
  const uy = shore + rng.float(90, 140);
  const color = rng.pick(['#e0674e', '#1d6a96', '#f4ede1', '#c9a227', '#2e7d5b']);
  parts.push(ellipse(umbrellaX + 60, uy + 6, 110, 14, '#1c2230', ' opacity=".18" filter="url(#sh)"'));
  parts.push(path(`M${n(umbrellaX)} ${n(uy)}l14 -130`, 'none', ' stroke="#6b5a47" stroke-width="4"'));
  parts.push(
    path(
      `M${n(umbrellaX - 80)} ${n(uy - 100)}Q${n(umbrellaX - 10)} ${n(uy - 190)} ${n(umbrellaX + 110)} ${n(uy - 146)}Q${n(umbrellaX + 10)} ${n(uy - 140)} ${n(umbrellaX - 80)} ${n(uy - 100)}Z`,
      color,
    ),
  );
  for (const cx of [umbrellaX - 50, umbrellaX + 40]) {
    parts.push(
      path(
        `M${n(cx)} ${n(uy + 10)}l10 -26h56l8 26M${n(cx + 10)} ${n(uy - 16)}l-8 -40`,
        'none',
        ' stroke="#f4f2ee" stroke-width="4"',
      ),
    );
    parts.push(path(`M${n(cx + 4)} ${n(uy - 14)}h62l-4 -8h-52l-10 -40-6 4 8 40Z`, shade(color, -0.05)));
  }
  parts.push(dunes(rng, sky));
  const side = rng.chance(0.5) ? 90 : 1110;
  parts.push(
    palm('pc', 'coconut', {
      x: side,
      baseY: 800,
      height: rng.float(560, 640),
      lean: side < 600 ? rng.float(40, 110) : -rng.float(40, 110),
      scale: 1.4,
    }),
  );
  return parts.join('');
}

function dunes(rng: Random, sky: Sky): string {
  const parts = [
    path(
      `M-10 800V${n(rng.float(660, 700))}Q200 ${n(rng.float(620, 660))} 420 ${n(rng.float(700, 730))}T900 ${n(rng.float(720, 760))}T1210 ${n(rng.float(700, 740))}V800Z`,
      '#e4d3ad',
    ),
  ];
  const blades: string[] = [];
  for (let i = 0; i < 70; i += 1) {
    const x = rng.float(-10, 1210);
    const base = 800 - rng.float(40, 120) * (x < 450 || x > 900 ? 1 : 0.5);
    const h = rng.float(40, 90);
    blades.push(`M${n(x)} ${n(base + 40)}q${n(rng.float(-4, 4))} ${n(-h / 2)} ${n(rng.float(-14, 14))} ${n(-h)}`);
  }
  parts.push(path(blades.join(''), 'none', ` stroke="${mix(sky.foliage, '#c9b56a', 0.5)}" stroke-width="2.5"`));
  return parts.join('');
}

function dockScene(rng: Random, sky: Sky, horizon: number): string {
  const v: View = { vx: 600 + rng.float(-120, 120), vy: horizon };
  const parts = [
    treeLine(rng, horizon + 2, shade(sky.foliage, -0.25), sky.stops[2], 30),
    distantHouses(rng, horizon + 4, rng.int(3, 7), 1),
  ];
  parts.push(waterBand(rng, sky, horizon + 4, 800), sunPath(sky, horizon, v.vx + rng.float(-200, 200)));
  const plank = rng.pick(['#b89f7e', '#a88b68', '#c9b79c', '#9c8f80']);
  const dockY = horizon + 40;
  const end = rng.float(2.4, 3.2);
  const dx0 = v.vx - rng.float(60, 100);
  const dx1 = dx0 + 90;
  parts.push(poly(flat(v, dx0, dx1, dockY, end, 12), plank));
  const boards: string[] = [];
  for (let k = end * 1.04; k < 12; k *= 1.05)
    boards.push(`M${pts([project(v, dx0, dockY, k), project(v, dx1, dockY, k)])}`);
  parts.push(path(boards.join(''), 'none', ` stroke="${shade(plank, -0.25)}" stroke-width="1"`));
  for (let k = end; k < 9; k *= 1.3) {
    for (const x of [dx0 - 3, dx1 + 3])
      parts.push(
        block(
          v,
          { x0: x - 3, x1: x + 3, y0: dockY - 14, y1: dockY + 10, k0: k, k1: k + 0.02 * k },
          { front: '#6b5a47', top: '#8a7760', side: '#4f4236' },
        ),
      );
  }
  parts.push(
    poly(
      flat(v, dx0, dx1, dockY, end, end)
        .slice(0, 2)
        .concat(
          flat(v, dx0, dx1, dockY + 4, end, end)
            .slice(0, 2)
            .reverse(),
        ),
      shade(plank, -0.35),
    ),
  );
  const boatSide = rng.chance(0.5) ? 1 : -1;
  const boatK = end * rng.float(1.05, 1.2);
  const boatS = boatK * 0.42;
  const [edgeX, boatY] = project(v, boatSide > 0 ? dx1 + 14 : dx0 - 14, dockY + 12, boatK);
  parts.splice(3, 0, boat(boatSide > 0 ? edgeX + 20 * boatS : edgeX - 170 * boatS, boatY, boatS, rng));
  parts.push(rect(0, 770, 1200, 30, sky.grass[1]), rect(0, 764, 1200, 8, '#d9d4c6'));
  const side = boatSide > 0 ? 80 : 1120;
  parts.push(
    palm('pc', 'coconut', {
      x: side,
      baseY: 790,
      height: rng.float(560, 640),
      lean: side < 600 ? rng.float(30, 90) : -rng.float(30, 90),
      scale: 1.35,
    }),
  );
  if (rng.chance(0.5))
    parts.push(
      palm('pc', 'coconut', {
        x: side + (side < 600 ? 120 : -120),
        baseY: 792,
        height: rng.float(400, 460),
        lean: side < 600 ? -40 : 40,
        scale: 1.1,
        flip: true,
      }),
    );
  return parts.join('');
}

function boat(bx: number, by: number, s: number, rng: Random): string {
  const hull = rng.pick(['#ffffff', '#f4f2ee', '#dfe8ee']);
  const stripe = rng.pick(['#1d6a96', '#0b3c5d', '#e0674e', '#2e7d5b']);
  return (
    ellipse(bx + 50 * s, by + 10 * s, 90 * s, 10 * s, '#0b2a3d', ' opacity=".25" filter="url(#sh)"') +
    path(
      `M${n(bx - 20 * s)} ${n(by - 30 * s)}h${n(150 * s)}q${n(30 * s)} 0 ${n(40 * s)} ${n(-14 * s)}l${n(-16 * s)} ${n(40 * s)}h${n(-160 * s)}Z`,
      hull,
    ) +
    path(
      `M${n(bx - 16 * s)} ${n(by - 16 * s)}h${n(180 * s)}`,
      'none',
      ` stroke="${stripe}" stroke-width="${n(5 * s)}"`,
    ) +
    path(`M${n(bx + 30 * s)} ${n(by - 30 * s)}v${n(-26 * s)}h${n(44 * s)}l${n(20 * s)} ${n(26 * s)}Z`, '#ffffff') +
    path(`M${n(bx + 36 * s)} ${n(by - 32 * s)}v${n(-18 * s)}h${n(34 * s)}l${n(13 * s)} ${n(18 * s)}Z`, '#5d7b8f') +
    path(
      `M${n(bx + 20 * s)} ${n(by - 56 * s)}h${n(80 * s)}M${n(bx + 24 * s)} ${n(by - 56 * s)}v${n(26 * s)}M${n(bx + 96 * s)} ${n(by - 56 * s)}v${n(26 * s)}`,
      'none',
      ` stroke="#9aa3a8" stroke-width="${n(2.5 * s)}"`,
    ) +
    rect(bx - 30 * s, by - 36 * s, 12 * s, 26 * s, '#2b2b2b')
  );
}
