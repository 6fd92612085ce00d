/** Compact SVG building blocks shared by every demo-photo scene. */

/** A point in picture coordinates. */
export type Pt = readonly [number, number];

/** A gradient stop: offset 0..1, colour and optional opacity. */
export type Stop = readonly [number, string, number?];

/** Formats a coordinate as a whole number, which keeps the files small. */
export function n(value: number): string {
  const rounded = Math.round(value);
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

/** Formats a length such as a stroke width with at most one decimal. */
function n1(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

/** Formats a factor such as a scale with at most two decimals. */
export function n2(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

/** A list of points for polygon/polyline or path data. */
export function pts(points: readonly Pt[]): string {
  return points.map(([x, y]) => `${n(x)} ${n(y)}`).join(' ');
}

/** A filled polygon. */
export function poly(points: readonly Pt[], fill: string, extra = ''): string {
  return `<path d="M${pts(points)}Z" fill="${fill}"${extra}/>`;
}

/** A filled rectangle. */
export function rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${extra}/>`;
}

/** A filled ellipse. */
export function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): string {
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra}/>`;
}

/** A filled circle. */
export function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra}/>`;
}

/** A path with a fill (use 'none' for a pure stroke). */
export function path(d: string, fill: string, extra = ''): string {
  return `<path d="${d}" fill="${fill}"${extra}/>`;
}

/** A straight stroked line. */
export function line(a: Pt, b: Pt, stroke: string, width: number, extra = ''): string {
  return `<path d="M${pts([a, b])}" stroke="${stroke}" stroke-width="${n1(width)}"${extra}/>`;
}

function stopTags(stops: readonly Stop[]): string {
  return stops
    .map(
      ([offset, color, opacity]) =>
        `<stop offset="${Math.round(offset * 100) / 100}" stop-color="${color}"${opacity === undefined ? '' : ` stop-opacity="${Math.round(opacity * 100) / 100}"`}/>`,
    )
    .join('');
}

/** A linear gradient in bounding-box units; the default runs top to bottom. */
export function linear(id: string, stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
  const vector = [
    ['x1', x1, 0],
    ['y1', y1, 0],
    ['x2', x2, 1],
    ['y2', y2, 0],
  ] as const;
  const attrs = vector.map(([name, value, initial]) => (value === initial ? '' : ` ${name}="${value}"`)).join('');
  return `<linearGradient id="${id}"${attrs}>${stopTags(stops)}</linearGradient>`;
}

/** A radial gradient in bounding-box units. */
export function radial(id: string, stops: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
  const attrs = `${cx === 0.5 ? '' : ` cx="${cx}"`}${cy === 0.5 ? '' : ` cy="${cy}"`}${r === 0.5 ? '' : ` r="${r}"`}`;
  return `<radialGradient id="${id}"${attrs}>${stopTags(stops)}</radialGradient>`;
}

/** A Gaussian blur filter for soft shadows and clouds; the filter region is widened for small, flat shapes. */
export function blur(id: string, deviation: number): string {
  return `<filter id="${id}" x="-.5" y="-.5" width="2" height="2"><feGaussianBlur stdDeviation="${deviation}"/></filter>`;
}

/** A group with optional attributes. */
export function g(content: string, attrs = ''): string {
  return `<g${attrs}>${content}</g>`;
}

/** A reference to a definition, placed with a transform. */
export function use(id: string, transform: string, extra = ''): string {
  return `<use href="#${id}" transform="${transform}"${extra}/>`;
}

/** A named group for the definitions section. */
export function def(id: string, content: string, attrs = ''): string {
  return `<g id="${id}"${attrs}>${content}</g>`;
}

/** Places a definition at a position without other transforms. */
export function place(id: string, x: number, y: number): string {
  return `<use href="#${id}" x="${n(x)}" y="${n(y)}"/>`;
}

/** Horizontal mirror of the whole 1200-wide picture. */
export const MIRROR = ' transform="matrix(-1 0 0 1 1200 0)"';

/** Shortens the markup without changing the picture: leading zeros of fractions and doubled hex digits. */
function compact(markup: string): string {
  return markup
    .replace(/([^\d.])0\.(\d)/g, '$1.$2')
    .replace(/#([\da-f])\1([\da-f])\2([\da-f])\3(?![\da-f])/gi, '#$1$2$3');
}

/** Wraps definitions and content into a complete, compacted 1200x800 SVG document. */
export function svgDocument(defs: string, body: string): string {
  return compact(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800"><defs>${defs}</defs>${body}</svg>`,
  );
}
