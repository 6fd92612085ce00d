import { mix, shade } from '../color.ts';
import { buildingDefs, roofEl, type RoofSpec } from '../kit/building.ts';
import { finishDefs, finishLayer } from '../kit/finish.ts';
import { causticPattern, lounger, umbrella } from '../kit/outdoor.ts';
import { depths, flat, rays, rungs, steps, type View } from '../kit/perspective.ts';
import { palm, palmCrownDef, palmDefs } from '../kit/palm.ts';
import { plantDefs, shrub, shrubDef } from '../kit/plants.ts';
import { skyDefs, skyLayer, treeLine } from '../kit/sky.ts';
import { waterDefs } from '../kit/water.ts';
import { pickSky, ROOFS, type Sky, WALLS } from '../palette.ts';
import type { Random } from '../../data/prng.ts';
import { blur, ellipse, g, linear, MIRROR, n, path, poly, rect, svgDocument } from '../svg-kit.ts';

const BASE = 470;

/** A country club: Mediterranean clubhouse with palms, seen across a golf hole with lake fountain or across the resort
 * pool. */
export function renderCommunity(rng: Random): string {
  const sky = pickSky(rng);
  const wall = rng.pick(WALLS.slice(0, 6));
  const roof: RoofSpec = { kind: 'hip', color: rng.pick(ROOFS.slice(0, 3)), texture: 'tl', wall };
  const fairway = mix(sky.grass[0], '#9ccc5c', 0.35);
  const golf = rng.chance(0.55);
  const defs =
    skyDefs(sky, rng) +
    (golf ? waterDefs(sky) : '') +
    buildingDefs(['tl']) +
    palmDefs() +
    plantDefs() +
    finishDefs() +
    blur('sh', 8) +
    linear('rf', [
      [0, shade(sky.grass[1], -0.1)],
      [1, sky.grass[1]],
    ]) +
    linear('ar', [
      [0, '#8fa9b8'],
      [0.5, '#5d7382'],
      [1, '#36434c'],
    ]) +
    (golf
      ? linear('fw', [
          [0, fairway],
          [1, shade(fairway, -0.12)],
        ])
      : '') +
    (golf
      ? ''
      : linear('pw', [
          [0, '#8fe0e6'],
          [0.5, '#3cc0cf'],
          [1, '#1597ae'],
        ]) +
        causticPattern('cw', 1.4) +
        causticPattern('cx', 2.6)) +
    palmCrownDef('pr', 'royal', rng, sky.foliage) +
    shrubDef('s1', rng, sky.foliage, rng.chance(0.5) ? '#d6408a' : null);

  const body = [skyLayer(sky, rng, BASE - 20), treeLine(rng, BASE - 6, shade(sky.foliage, -0.2), sky.stops[2], 40)];
  const cx = rng.float(380, 620);
  const spread = rng.float(330, 380);
  for (const x of [cx - spread - 60, cx + spread + 60])
    body.push(palm('pr', 'royal', { x, baseY: BASE + 4, height: rng.float(230, 270), lean: 0, scale: 0.62 }));
  body.push(clubhouse(rng, cx, roof, wall));
  for (const x of [cx - spread, cx - 130, cx + 130, cx + spread])
    body.push(palm('pr', 'royal', { x, baseY: BASE + 8, height: rng.float(190, 220), lean: 0, scale: 0.55 }));
  for (let x = cx - 300; x < cx + 320; x += 70) body.push(shrub('s1', x, BASE + 10, 0.6));

  body.push(golf ? golfCourse(rng, sky, fairway) : resortPool(rng));
  const side = rng.chance(0.5) ? 80 : 1120;
  body.push(
    palm('pr', 'coconut', {
      x: side,
      baseY: 800,
      height: rng.float(560, 640),
      lean: side < 600 ? rng.float(40, 100) : -rng.float(40, 100),
      scale: 1.35,
    }),
  );
  body.push(
    palm('pr', 'coconut', {
      x: side + (side < 600 ? 130 : -130),
      baseY: 780,
      height: rng.float(380, 460),
      lean: side < 600 ? -30 : 30,
      scale: 1.05,
      flip: true,
    }),
  );
  return svgDocument(defs, g(body.join(''), rng.chance(0.5) ? MIRROR : '') + finishLayer(sky));
}

function clubhouse(rng: Random, cx: number, roof: RoofSpec, wall: string): string {
  const parts: string[] = [];
  const wingW = rng.float(170, 210);
  const wingTop = BASE - rng.float(95, 115);
  const coreW = rng.float(190, 230);
  const coreTop = BASE - rng.float(150, 175);
  for (const sgn of [-1, 1]) {
    const x = sgn < 0 ? cx - coreW / 2 - wingW : cx + coreW / 2;
    parts.push(rect(x, wingTop, wingW, BASE - wingTop, shade(wall, -0.04)), roofEl(roof, x, wingW, wingTop, 40));
    parts.push(arches(x + 14, wingW - 28, BASE, BASE - wingTop - 22, Math.round(wingW / 48)));
  }
  parts.push(
    rect(cx - coreW / 2, coreTop, coreW, BASE - coreTop, wall),
    roofEl(roof, cx - coreW / 2, coreW, coreTop, 50),
  );
  parts.push(arches(cx - coreW / 2 + 18, coreW - 36, BASE, 92, 3));
  parts.push(
    path(
      `M${n(cx - coreW / 2 + 18)} ${n(coreTop + 40)}h${n(coreW - 36)}`,
      'none',
      ' stroke="#fff" stroke-width="6" stroke-dasharray="10 8"',
    ),
  );
  if (rng.chance(0.7)) {
    const tw = rng.float(70, 90);
    const tTop = coreTop - rng.float(70, 100);
    parts.push(
      rect(cx - tw / 2, tTop, tw, coreTop - tTop + 10, shade(wall, 0.05)),
      roofEl(roof, cx - tw / 2, tw, tTop, 46),
    );
    parts.push(arches(cx - tw / 2 + 14, tw - 28, tTop + 60, 40, 2));
  }
  parts.push(rect(cx - coreW / 2 - wingW, wingTop, coreW + 2 * wingW, BASE - wingTop, 'url(#fl)'));
  return g(parts.join(''));
}

function arches(x: number, w: number, base: number, h: number, count: number): string {
  const aw = w / count;
  const d: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const ax = x + i * aw + aw * 0.15;
    const ww = aw * 0.7;
    d.push(`M${n(ax)} ${n(base)}V${n(base - h + ww / 2)}a${n(ww / 2)} ${n(ww / 2)} 0 0 1 ${n(ww)} 0V${n(base)}Z`);
  }
  return path(d.join(''), 'url(#ar)');
}

function lakeWithFountain(rng: Random, sky: Sky): string {
  const lx = rng.float(150, 700);
  const ly = BASE + rng.float(40, 70);
  const w = rng.float(260, 380);
  const parts = [
    path(
      `M${n(lx - w)} ${n(ly)}q${n(w * 0.4)} -22 ${n(w)} -20t${n(w)} 10q-40 34 ${n(-w)} 36t${n(-w)} -26Z`,
      'url(#wa)',
    ),
  ];
  parts.push(
    path(
      `M${n(lx - w * 0.6)} ${n(ly + 6)}h${n(w * 0.4)}M${n(lx + w * 0.2)} ${n(ly + 14)}h${n(w * 0.5)}`,
      'none',
      ` stroke="${sky.name === 'golden' ? '#ffe2a8' : '#fff'}" stroke-width="2" opacity=".5"`,
    ),
  );
  if (rng.chance(0.8)) {
    const fx = lx + rng.float(-w * 0.3, w * 0.3);
    const fy = ly + 4;
    parts.push(
      path(`M${n(fx - 22)} ${n(fy)}q8 -30 22 -54q14 24 22 54Z`, '#fff', ' opacity=".85"'),
      ellipse(fx, fy, 34, 5, '#fff', ' opacity=".6"'),
    );
  }
  return parts.join('');
}

function golfCourse(rng: Random, sky: Sky, fairway: string): string {
  const body: string[] = [];
  body.push(path(`M-10 ${n(BASE)}H1210V810H-10Z`, 'url(#rf)'));
  const lake = rng.chance(0.65);
  if (lake) body.push(lakeWithFountain(rng, sky));
  body.push(
    path(
      `M-10 800C200 ${n(rng.float(640, 700))} 420 ${n(rng.float(560, 600))} 760 ${n(rng.float(520, 545))}S1120 ${n(BASE + 20)} 1210 ${n(BASE + 16)}V${n(BASE + 60)}C1000 ${n(rng.float(590, 620))} 700 ${n(rng.float(660, 700))} 560 810Z`,
      'url(#fw)',
    ),
  );
  const stripes: string[] = [];
  for (let i = 0; i < 6; i += 1) stripes.push(`M${n(100 + i * 140)} 810L${n(820 + i * 60)} ${n(BASE + 40)}`);
  body.push(path(stripes.join(''), 'none', ' stroke="#fff" stroke-width="40" opacity=".04"'));
  const gx = rng.float(820, 980);
  const gy = BASE + rng.float(50, 80);
  body.push(
    ellipse(gx, gy, 110, 20, mix(fairway, '#c6e58a', 0.4)),
    path(`M${n(gx + 10)} ${n(gy)}v-70`, 'none', ' stroke="#f4f2ee" stroke-width="2.5"'),
    path(`M${n(gx + 11)} ${n(gy - 70)}l26 8-26 8Z`, rng.pick(['#e0674e', '#f2d13d', '#ffffff'])),
    ellipse(gx + 10, gy, 3, 1.4, '#333'),
  );
  for (let i = rng.int(1, 3); i > 0; i -= 1) {
    const bx = rng.float(300, 1000);
    const by = rng.float(BASE + 80, 700);
    const s = 0.5 + (by - BASE) / 300;
    body.push(
      path(
        `M${n(bx - 60 * s)} ${n(by)}q${n(20 * s)} ${n(-18 * s)} ${n(70 * s)} ${n(-12 * s)}t${n(60 * s)} ${n(6 * s)}q${n(-10 * s)} ${n(16 * s)} ${n(-70 * s)} ${n(14 * s)}t${n(-60 * s)} ${n(-8 * s)}Z`,
        '#efe2c4',
      ),
    );
  }
  body.push(
    path(
      `M-10 ${n(rng.float(700, 760))}Q300 ${n(rng.float(640, 700))} 520 ${n(rng.float(610, 640))}`,
      'none',
      ' stroke="#d9d4c6" stroke-width="14" opacity=".9"',
    ),
  );
  return body.join('');
}

function resortPool(rng: Random): string {
  const v: View = { vx: 600 + rng.float(-80, 80), vy: 330 };
  const deck = rng.pick(['#efe6d6', '#e9dcc6', '#e4ddd2']);
  const body = [path(`M-10 ${n(BASE)}H1210V810H-10Z`, deck)];
  body.push(
    path(
      rays(v, steps(-1400, 2600, 70), BASE, 1, 8) + rungs(v, depths(1.12, 8, 1.14), BASE),
      'none',
      ' stroke="#7a6a55" stroke-opacity=".13"',
    ),
  );
  const px0 = v.vx - rng.float(140, 190);
  const px1 = v.vx + rng.float(140, 190);
  const k0 = rng.float(1.45, 1.6);
  const k1 = rng.float(3.1, 3.5);
  body.push(
    poly(flat(v, px0 - 4, px1 + 4, BASE, k0 - 0.02, k1 + 0.05), '#f7f3ec'),
    poly(flat(v, px0, px1, BASE, k0, k1), 'url(#pw)'),
  );
  const km = Math.sqrt(k0 * k1);
  body.push(poly(flat(v, px0, px1, BASE, k0, km), 'url(#cw)'), poly(flat(v, px0, px1, BASE, km, k1), 'url(#cx)'));
  const frame = rng.pick(['#ffffff', '#3b3f45', '#c9b79c']);
  const cushion = rng.pick(['#1d6a96', '#e0674e', '#2e7d5b', '#f4ede1', '#0b3c5d', '#c9a227']);
  const canopy = rng.pick(['#f4ede1', '#ffffff', '#1d6a96', '#e0674e']);
  for (const x of [px0 - 44, px1 + 26]) {
    body.push(umbrella(v, BASE, x + 9, 1.3, canopy, 0.5));
    for (const k of [1.7, 2.4]) body.push(lounger(v, BASE, x, k, k * 1.1, frame, cushion, 0.28));
  }
  return body.join('');
}
