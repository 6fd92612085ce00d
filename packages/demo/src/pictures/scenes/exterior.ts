import { shade } from '../color.ts';
import { buildingDefs, doorEl, garageEl, roofEl, type RoofSpec, windowEl } from '../kit/building.ts';
import { finishDefs, finishLayer } from '../kit/finish.ts';
import { palm, palmCrownDef, palmDefs } from '../kit/palm.ts';
import { plantDefs, shrub, shrubDef } from '../kit/plants.ts';
import { skyDefs, skyLayer, treeLine } from '../kit/sky.ts';
import { ACCENTS, pickSky, ROOFS, WALLS } from '../palette.ts';
import type { Random } from '../../data/prng.ts';
import {
  blur,
  def,
  ellipse,
  g,
  linear,
  MIRROR,
  n,
  n2,
  path,
  place,
  poly,
  pts,
  rect,
  svgDocument,
  use,
} from '../svg-kit.ts';

type Style = 'mediterranean' | 'key-west' | 'modern';

const GROUND = 612;
const STORY = 165;
/** Perspective spread of ground lines between the house base and the bottom edge. */
const SPREAD = 1.7;

const toFront = (x: number): number => 600 + (x - 600) * SPREAD;

function roofFor(style: Style, rng: Random, wall: string): RoofSpec {
  if (style === 'modern')
    return { kind: 'flat', color: rng.pick(['#f4f4f2', '#3d434a', '#e3ddd2']), texture: 'tl', wall };
  if (style === 'key-west')
    return { kind: 'hip', color: rng.pick(['#d9dee0', '#aeb6bc', '#8c949b', '#6b7c8c']), texture: 'mt', wall };
  return { kind: 'hip', color: rng.pick(ROOFS.slice(0, 4)), texture: 'tl', wall };
}

/** Street view of a single-family home with lawn, driveway, palms and landscaping. */
export function renderExterior(rng: Random): string {
  const sky = pickSky(rng);
  const style = rng.pick<Style>(['mediterranean', 'mediterranean', 'key-west', 'modern']);
  const wall = rng.pick(WALLS);
  const accent = rng.pick(ACCENTS);
  const roof = roofFor(style, rng, wall);
  const twoStory = rng.chance(style === 'modern' ? 0.6 : 0.35);
  const wallTop = GROUND - STORY * (twoStory ? 1.85 : 1);

  const width = rng.float(840, 940);
  const x0 = 600 - width / 2 + rng.float(-40, 40);
  const garageW = rng.float(240, 270);
  const entryW = rng.float(150, 185);
  const mainW = width - garageW - entryW;
  const entryX = x0 + garageW;
  const mainX = entryX + entryW;
  const rise = style === 'modern' ? 24 : rng.float(70, 92);

  const defs =
    skyDefs(sky, rng) +
    buildingDefs(style === 'mediterranean' ? [roof.texture, 'pv'] : [roof.texture, 'pv', 'sd']) +
    palmDefs() +
    plantDefs() +
    finishDefs() +
    linear('gr', [
      [0, sky.grass[0]],
      [1, sky.grass[1]],
    ]) +
    linear('dw', [
      [0, '#d6d0c4'],
      [1, '#bcb4a6'],
    ]) +
    blur('sh', 9) +
    palmCrownDef('pc', 'coconut', rng, sky.foliage) +
    palmCrownDef('pr', 'royal', rng, sky.foliage) +
    shrubDef('s1', rng, sky.foliage, null) +
    shrubDef('s2', rng, sky.foliage, rng.pick(['#e0674e', '#d6408a', '#f4ede1', '#f2b33d']));

  const body: string[] = [skyLayer(sky, rng, GROUND - 30)];
  body.push(treeLine(rng, GROUND - 12, shade(sky.foliage, -0.15), sky.stops[2]));
  for (let i = rng.int(1, 3); i > 0; i -= 1) {
    const bx = rng.chance(0.5)
      ? rng.float(10, Math.max(20, x0 - 10))
      : rng.float(Math.min(1180, x0 + width + 10), 1190);
    body.push(palm('pr', 'royal', { x: bx, baseY: GROUND - 14, height: rng.float(250, 320), lean: 0, scale: 0.55 }));
  }
  body.push(rect(0, GROUND - 18, 1200, 800 - GROUND + 18, 'url(#gr)'));
  const stripes: string[] = [];
  for (let bx = -600; bx < 1800; bx += 240) {
    stripes.push(
      `M${pts([
        [bx / SPREAD + 600 - 600 / SPREAD, GROUND],
        [(bx + 120) / SPREAD + 600 - 600 / SPREAD, GROUND],
        [bx + 120, 800],
        [bx, 800],
      ])}Z`,
    );
  }
  body.push(path(stripes.join(''), '#fff', ' opacity=".05"'));
  body.push(ellipse(x0 + width / 2 + 50, GROUND + 2, width * 0.6, 16, '#1c2230', ' opacity=".4" filter="url(#sh)"'));
  const houseDefs: string[] = [];
  body.push(
    house(
      rng,
      style,
      wall,
      roof,
      accent,
      { x0, width, garageW, entryW, mainW, entryX, mainX, wallTop, rise, twoStory },
      houseDefs,
    ),
  );

  const garageX = x0 + 26;
  const garageR = x0 + garageW - 26;
  body.push(
    poly(
      [
        [garageX, GROUND],
        [garageR, GROUND],
        [toFront(garageR), 800],
        [toFront(garageX), 800],
      ],
      'url(#dw)',
    ),
  );
  body.push(
    poly(
      [
        [garageX, GROUND],
        [garageR, GROUND],
        [toFront(garageR), 800],
        [toFront(garageX), 800],
      ],
      'url(#pv)',
      ' opacity=".5"',
    ),
  );
  const doorMid = entryX + entryW / 2;
  body.push(
    rect(doorMid - 60, GROUND - 2, 120, 14, '#e8e2d6'),
    poly(
      [
        [doorMid - 34, GROUND + 12],
        [doorMid + 34, GROUND + 12],
        [toFront(doorMid + 34), 800],
        [toFront(doorMid - 34), 800],
      ],
      '#e8e2d6',
    ),
  );
  body.push(rect(x0 - 30, GROUND - 4, width + 60, 16, rng.pick(['#8a5a3c', '#e9e4da', '#6d5a48']), ' opacity=".85"'));

  const plants: string[] = [];
  for (let x = mainX + 24; x < mainX + mainW - 10; x += rng.float(58, 76))
    plants.push(shrub(rng.chance(0.35) ? 's2' : 's1', x, GROUND + 12, rng.float(0.75, 1)));
  plants.push(shrub('s2', entryX + 18, GROUND + 12, 0.9), shrub('s1', entryX + entryW - 18, GROUND + 12, 0.9));
  body.push(plants.join(''));

  const frontX = rng.chance(0.5) ? rng.float(1000, 1130) : rng.float(mainX + mainW * 0.4, mainX + mainW * 0.8);
  const palms: string[] = [ellipse(frontX + 170, 742, 170, 14, '#1c2230', ' opacity=".22" filter="url(#sh)"')];
  if (rng.chance(0.75))
    palms.push(
      palm('pr', 'royal', {
        x: x0 - rng.float(-10, 40),
        baseY: GROUND + 30,
        height: rng.float(420, 480),
        lean: 0,
        scale: 1,
      }),
    );
  if (rng.chance(0.5))
    palms.push(
      palm('pc', 'coconut', {
        x: frontX - rng.float(60, 120),
        baseY: GROUND + 60,
        height: rng.float(330, 380),
        lean: rng.float(-70, -30),
        scale: 0.95,
        flip: true,
      }),
    );
  palms.push(
    palm('pc', 'coconut', {
      x: frontX,
      baseY: 740,
      height: rng.float(470, 540),
      lean: rng.float(30, 90),
      scale: 1.25,
      flip: rng.chance(0.5),
    }),
  );
  palms.push(shrub('s1', frontX + 34, 748, 1.25), shrub('s2', frontX - 40, 752, 1.05));
  body.push(palms.join(''));

  return svgDocument(defs + houseDefs.join(''), g(body.join(''), rng.chance(0.5) ? MIRROR : '') + finishLayer(sky));
}

interface Layout {
  readonly x0: number;
  readonly width: number;
  readonly garageW: number;
  readonly entryW: number;
  readonly mainW: number;
  readonly entryX: number;
  readonly mainX: number;
  readonly wallTop: number;
  readonly rise: number;
  readonly twoStory: boolean;
}

function house(
  rng: Random,
  style: Style,
  wall: string,
  roof: RoofSpec,
  accent: string,
  l: Layout,
  defs: string[],
): string {
  const parts: string[] = [];
  const wingTop = l.twoStory && rng.chance(0.5) ? GROUND - STORY : l.wallTop;
  const entryTop = style === 'modern' ? l.wallTop - 30 : Math.min(l.wallTop, wingTop) - rng.float(14, 40);
  parts.push(rect(l.x0, wingTop, l.garageW, GROUND - wingTop, shade(wall, -0.06)));
  parts.push(rect(l.mainX, l.wallTop, l.mainW, GROUND - l.wallTop, wall));
  if (style === 'key-west')
    parts.push(rect(l.x0, Math.min(wingTop, l.wallTop), l.width, GROUND - Math.min(wingTop, l.wallTop), 'url(#sd)'));
  parts.push(roofEl(roof, l.x0, l.garageW, wingTop, l.rise * 0.85));
  parts.push(roofEl(roof, l.mainX, l.mainW, l.wallTop, l.rise));
  parts.push(rect(l.entryX, entryTop, l.entryW, GROUND - entryTop, shade(wall, 0.05)));
  parts.push(
    roofEl(
      style === 'key-west' ? { ...roof, kind: 'gable' } : roof,
      l.entryX,
      l.entryW,
      entryTop,
      style === 'modern' ? l.rise : l.rise * 0.9,
    ),
  );
  if (style === 'modern')
    parts.push(
      rect(l.entryX + 16, entryTop + 24, l.entryW * 0.22, GROUND - entryTop - 24, '#9a6b45'),
      rect(l.entryX + 16, entryTop + 24, l.entryW * 0.22, GROUND - entryTop - 24, 'url(#sd)'),
    );
  parts.push(
    rect(l.x0, wingTop, l.garageW, GROUND - wingTop, 'url(#fl)'),
    rect(l.mainX, l.wallTop, l.mainW, GROUND - l.wallTop, 'url(#fl)'),
  );

  parts.push(
    garageEl(
      l.x0 + 26,
      GROUND,
      l.garageW - 52,
      style === 'modern' ? 118 : 108,
      rng.pick(['#ffffff', '#f4f1ea', '#9a6b45', shade(wall, 0.3)]),
      '#ffffff',
    ),
  );
  const doorW = rng.float(80, 96);
  parts.push(
    doorEl(l.entryX + l.entryW / 2 - doorW / 2, GROUND, doorW, rng.float(140, 160), accent, style === 'mediterranean'),
  );

  const shutters = style === 'key-west' || (style !== 'modern' && rng.chance(0.25)) ? rng.pick(ACCENTS) : undefined;
  const winW = style === 'modern' ? rng.float(100, 140) : rng.float(62, 80);
  const count = Math.max(1, Math.floor(l.mainW / (winW + (shutters ? 100 : 56))));
  const gap = l.mainW / count;
  const tall = rng.chance(0.7);
  const lowH = style === 'modern' ? STORY - 36 : tall ? 100 : 80;
  const shutterSpec = shutters ? { shutters } : {};
  defs.push(
    def(
      'wl',
      windowEl({
        x: 0,
        y: 0,
        w: winW,
        h: lowH,
        arch: style === 'mediterranean' && tall,
        cols: 2,
        rows: style === 'modern' ? 1 : 3,
        ...shutterSpec,
      }),
    ),
  );
  const upper = (x: number): string =>
    use('wl', `translate(${n(x)} ${n(GROUND - STORY * 1.72)}) scale(1 ${n2((style === 'modern' ? 104 : 92) / lowH)})`);
  for (let i = 0; i < count; i += 1) {
    const wx = l.mainX + gap * (i + 0.5) - winW / 2;
    parts.push(place('wl', wx, GROUND - STORY + 30));
    if (l.twoStory) parts.push(upper(wx));
  }
  if (l.twoStory && wingTop < GROUND - STORY) parts.push(upper(l.x0 + l.garageW / 2 - winW / 2));
  if (entryTop < GROUND - STORY * 1.5)
    parts.push(
      windowEl({
        x: l.entryX + l.entryW / 2 - 32,
        y: entryTop + 40,
        w: 64,
        h: 64,
        arch: style === 'mediterranean',
        rows: 1,
      }),
    );
  return g(parts.join(''));
}
