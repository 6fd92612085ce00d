import { mix, shade } from '../color.ts';
import { finishDefs, finishLayer } from '../kit/finish.ts';
import { pickSky, ROOFS, type Sky } from '../palette.ts';
import type { Random } from '../../data/prng.ts';
import { def, g, linear, n, n2, path, place, rect, svgDocument } from '../svg-kit.ts';

const LOT_W = 120;
const LOT_D = 190;
const CANAL = 120;
const STREET = 46;
const PERIOD = CANAL + LOT_D * 2 + STREET;

/** A drone view over a canal neighbourhood: rows of pool homes backing onto canals with docks and boats. */
export function renderAerial(rng: Random): string {
  const sky = pickSky(rng);
  const grass = mix(sky.grass[0], '#7fae55', 0.4);
  const defs =
    finishDefs() +
    linear('cn', [
      [0, '#1f6f93'],
      [0.5, '#3f9cbc'],
      [1, '#1f6f93'],
    ]) +
    linear('hz', [
      [0, sky.stops[2], 0.55],
      [0.35, sky.stops[2], 0],
    ]) +
    treeTopDef(sky) +
    lotDefs(rng);
  const angle = rng.float(-28, 28) + (rng.chance(0.3) ? 90 : 0);
  const scale = rng.float(0.85, 1.15);
  const reach = 730 / scale;
  const x0 = 600 - reach;
  const x1 = 600 + reach;
  const ground: string[] = [rect(x0, 400 - reach, reach * 2, reach * 2, grass)];
  const lots: string[] = [];
  for (let y = 400 - reach - rng.float(0, PERIOD); y < 400 + reach; y += PERIOD) {
    ground.push(...waterAndStreet(y, x0, x1));
    lots.push(rowOfLots(rng, y, x0, x1));
  }
  const scene = g(
    ground.join('') + lots.join(''),
    ` transform="rotate(${n(angle)} 600 400) translate(600 400) scale(${n2(scale)}) translate(-600 -400)"`,
  );
  return svgDocument(defs, scene + rect(0, 0, 1200, 800, 'url(#hz)') + finishLayer(sky));
}

function waterAndStreet(y: number, x0: number, x1: number): string[] {
  const w = x1 - x0;
  const streetY = y + CANAL + LOT_D;
  return [
    rect(x0, y, w, CANAL, 'url(#cn)'),
    rect(x0, y - 3, w, 3, '#e8e2d4'),
    rect(x0, y + CANAL, w, 3, '#e8e2d4'),
    rect(x0, streetY, w, STREET, '#8d9094'),
    path(
      `M${n(x0)} ${n(streetY + STREET / 2)}H${n(x1)}`,
      'none',
      ' stroke="#f2f0ea" stroke-width="2" stroke-dasharray="14 12"',
    ),
  ];
}

function rowOfLots(rng: Random, y: number, x0: number, x1: number): string {
  const upper: string[] = [];
  const lower: string[] = [];
  for (let x = x0 - rng.float(0, LOT_W); x < x1; x += LOT_W) {
    upper.push(place(lotId(rng), x, 0));
    lower.push(place(lotId(rng), x, 0));
  }
  const streetY = y + CANAL + LOT_D;
  return (
    g(upper.join(''), ` transform="matrix(1 0 0 -1 0 ${n(streetY)})"`) +
    g(lower.join(''), ` transform="translate(0 ${n(streetY + STREET)})"`)
  );
}

function lotId(rng: Random): string {
  return rng.chance(0.1) ? 'lv' : `l${rng.int(0, 4)}`;
}

function treeTopDef(sky: Sky): string {
  const fronds: string[] = [];
  for (let i = 0; i < 8; i += 1) fronds.push(`<ellipse cx="9" rx="9" ry="2.6" transform="rotate(${i * 45})"/>`);
  return `<g id="tp" fill="${shade(sky.foliage, -0.1)}">${fronds.join('')}</g><g id="tr"><circle r="16" fill="${shade(sky.foliage, -0.25)}"/><circle cx="-4" cy="-4" r="10" fill="${sky.foliage}"/></g>`;
}

/** Lot definitions: street edge at y = 0, canal edge at y = LOT_D. */
function lotDefs(rng: Random): string {
  const defs: string[] = [];
  for (let i = 0; i < 5; i += 1) {
    const roof = rng.pick(ROOFS);
    const w = rng.float(70, 88);
    const d = rng.float(58, 72);
    const hx = (LOT_W - w) / 2 + rng.float(-6, 6);
    const hy = 42;
    const parts = [rect(hx + (i % 2 === 0 ? 4 : w - 30), 0, 26, hy, '#d9d6cf')];
    parts.push(rect(hx + 5, hy + 5, w, d, '#1c2230', ' opacity=".25"'));
    parts.push(rect(hx, hy, w, d, roof));
    const r = Math.min(w, d) / 2;
    parts.push(path(`M${n(hx)} ${n(hy)}h${n(w)}l${n(-r)} ${n(r)}h${n(-(w - 2 * r))}Z`, '#fff', ' opacity=".22"'));
    parts.push(
      path(`M${n(hx + w)} ${n(hy)}v${n(d)}h${n(-w)}l${n(r)} ${n(-r)}h${n(w - 2 * r)}Z`, '#1c2230', ' opacity=".18"'),
    );
    parts.push(
      path(`M${n(hx + r)} ${n(hy + r)}h${n(w - 2 * r)}`, 'none', ` stroke="${shade(roof, 0.4)}" stroke-width="1.5"`),
    );
    if (i < 4) {
      const py = hy + d + 6;
      const pw = rng.float(50, 70);
      const px = hx + rng.float(0, w - pw);
      parts.push(rect(px - 6, py, pw + 12, 54, '#ebe4d6'));
      parts.push(rect(px, py + 8, pw, 34, '#3cc0cf'));
      parts.push(rect(px - 6, py, pw + 12, 54, '#2f3a40', ' opacity=".18"'));
      parts.push(
        path(
          `M${n(px - 6)} ${n(py)}h${n(pw + 12)}v54h${n(-pw - 12)}Z`,
          'none',
          ' stroke="#f0f0ee" stroke-width="1" opacity=".6"',
        ),
      );
    }
    const dockX = rng.float(20, LOT_W - 50);
    parts.push(rect(dockX, LOT_D - 6, 12, 34, '#b89f7e'), rect(dockX, LOT_D + 22, 40, 8, '#b89f7e'));
    if (rng.chance(0.55))
      parts.push(
        path(`M${n(dockX + 18)} ${n(LOT_D + 2)}h22q10 8 0 16h-22Z`, '#fdfdfb'),
        rect(dockX + 24, LOT_D + 6, 8, 8, '#5d7b8f'),
      );
    parts.push(
      place('tp', rng.float(10, 30), rng.float(10, 30)),
      place('tr', LOT_W - rng.float(12, 24), rng.float(20, 40)),
    );
    if (rng.chance(0.6)) parts.push(place('tp', rng.float(15, LOT_W - 15), LOT_D - 20));
    defs.push(def(`l${i}`, parts.join('')));
  }
  defs.push(def('lv', place('tr', 40, 70) + place('tr', 80, 120) + place('tp', 60, 40)));
  return defs.join('');
}
