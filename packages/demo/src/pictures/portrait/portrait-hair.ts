import type { PortraitHairStyle } from '../../data/portrait.ts';
import { circle, path } from '../svg-kit.ts';

/** Head centre and size shared by the portrait parts. */
export const HEAD = { cx: 600, cy: 330, rx: 96, ry: 120 } as const;

const { cx, cy } = HEAD;

function cap(fullness: number, fringe: string): string {
  const top = cy - 132 - fullness;
  return `M${cx - 104 - fullness / 2} ${cy + 10}C${cx - 116 - fullness} ${cy - 90} ${cx - 70} ${top} ${cx} ${top}C${cx + 70} ${top} ${cx + 116 + fullness} ${cy - 90} ${cx + 104 + fullness / 2} ${cy + 10}${fringe}Z`;
}

const FRINGES: Readonly<Record<PortraitHairStyle, string>> = {
  short: `C${cx + 96} ${cy - 50} ${cx + 70} ${cy - 76} ${cx + 20} ${cy - 80}C${cx - 40} ${cy - 84} ${cx - 86} ${cy - 60} ${cx - 96} ${cy - 10}`,
  'side-part': `C${cx + 92} ${cy - 60} ${cx + 80} ${cy - 96} ${cx + 30} ${cy - 100}C${cx - 10} ${cy - 70} ${cx - 80} ${cy - 70} ${cx - 98} ${cy - 10}`,
  'close-cropped': `C${cx + 94} ${cy - 40} ${cx + 70} ${cy - 90} ${cx} ${cy - 92}C${cx - 70} ${cy - 90} ${cx - 94} ${cy - 40} ${cx - 98} ${cy + 4}`,
  bob: `C${cx + 100} ${cy - 40} ${cx + 60} ${cy - 60} ${cx + 10} ${cy - 66}C${cx - 50} ${cy - 60} ${cx - 100} ${cy - 40} ${cx - 104} ${cy + 10}`,
  'long-straight': `C${cx + 92} ${cy - 40} ${cx + 40} ${cy - 84} ${cx} ${cy - 100}C${cx - 40} ${cy - 84} ${cx - 92} ${cy - 40} ${cx - 100} ${cy + 10}`,
  'long-wavy': `C${cx + 96} ${cy - 50} ${cx + 60} ${cy - 90} ${cx + 10} ${cy - 96}C${cx - 30} ${cy - 70} ${cx - 90} ${cy - 50} ${cx - 102} ${cy + 10}`,
  bun: `C${cx + 92} ${cy - 50} ${cx + 50} ${cy - 92} ${cx} ${cy - 96}C${cx - 50} ${cy - 92} ${cx - 92} ${cy - 50} ${cx - 98} ${cy + 4}`,
  curly: `C${cx + 90} ${cy - 40} ${cx + 50} ${cy - 70} ${cx} ${cy - 74}C${cx - 50} ${cy - 70} ${cx - 90} ${cy - 40} ${cx - 100} ${cy + 10}`,
};

/** Hair drawn behind the head and shoulders (long styles, the bob, curls, the bun). */
export function hairBehind(style: PortraitHairStyle, color: string): string {
  switch (style) {
    case 'long-straight':
      return path(
        `M${cx - 118} ${cy - 40}C${cx - 130} ${cy + 120} ${cx - 130} ${cy + 230} ${cx - 112} ${cy + 250}H${cx + 112}C${cx + 130} ${cy + 230} ${cx + 130} ${cy + 120} ${cx + 118} ${cy - 40}Z`,
        color,
      );
    case 'long-wavy':
      return path(
        `M${cx - 120} ${cy - 40}C${cx - 150} ${cy + 60} ${cx - 110} ${cy + 120} ${cx - 140} ${cy + 190}S${cx - 110} ${cy + 250} ${cx - 96} ${cy + 262}H${cx + 96}C${cx + 110} ${cy + 250} ${cx + 160} ${cy + 220} ${cx + 140} ${cy + 190}S${cx + 150} ${cy + 60} ${cx + 120} ${cy - 40}Z`,
        color,
      );
    case 'bob':
      return path(
        `M${cx - 122} ${cy - 40}C${cx - 132} ${cy + 60} ${cx - 126} ${cy + 110} ${cx - 104} ${cy + 124}H${cx + 104}C${cx + 126} ${cy + 110} ${cx + 132} ${cy + 60} ${cx + 122} ${cy - 40}Z`,
        color,
      );
    case 'curly':
      return [
        [-110, -60, 50],
        [-120, 10, 44],
        [-96, 70, 34],
        [110, -60, 50],
        [120, 10, 44],
        [96, 70, 34],
        [-60, -130, 56],
        [60, -130, 56],
        [0, -150, 58],
      ]
        .map(([dx = 0, dy = 0, r = 0]) => circle(cx + dx, cy + dy, r, color))
        .join('');
    case 'bun':
      return circle(cx, cy - 150, 50, color);
    default:
      return '';
  }
}

/** Hair over the top of the head, with the fringe or hairline of the style. */
export function hairOnTop(style: PortraitHairStyle, color: string): string {
  const fullness = style === 'curly' ? 26 : style === 'close-cropped' ? -6 : 6;
  const opacity = style === 'close-cropped' ? ' opacity=".88"' : '';
  return path(cap(fullness, FRINGES[style]), color, opacity);
}
