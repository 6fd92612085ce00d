import type { Random } from '../data/prng.ts';

/** The light of an outdoor scene: sky, sun, water and the colour grade laid over the picture. */
export interface Sky {
  readonly name: 'noon' | 'day' | 'morning' | 'golden';
  /** Sky gradient, zenith to horizon. */
  readonly stops: readonly [string, string, string];
  readonly cloud: string;
  readonly cloudShade: string;
  readonly sun: string;
  /** Water gradient, horizon to foreground. */
  readonly water: readonly [string, string];
  readonly grass: readonly [string, string];
  readonly foliage: string;
  /** Warm or cool tint laid over the picture, with its opacity. */
  readonly grade: readonly [string, number];
}

/** Times of day; noon and day are the most common in listing photos. */
const SKIES: readonly Sky[] = [
  {
    name: 'noon',
    stops: ['#2f7fc1', '#6aaee0', '#cfe8f5'],
    cloud: '#ffffff',
    cloudShade: '#cbd9e6',
    sun: '#fffbe8',
    water: ['#3d9cc4', '#1d6a96'],
    grass: ['#7cb55a', '#4c8a3b'],
    foliage: '#3f7d3a',
    grade: ['#ffffff', 0],
  },
  {
    name: 'day',
    stops: ['#4a93cf', '#8cc3e8', '#e2f1f8'],
    cloud: '#ffffff',
    cloudShade: '#d3dee9',
    sun: '#fff8e0',
    water: ['#58aecb', '#2a7aa3'],
    grass: ['#86bb5e', '#558f3f'],
    foliage: '#46843d',
    grade: ['#fff4dc', 0.06],
  },
  {
    name: 'morning',
    stops: ['#6f9fd0', '#b7d3ea', '#f6e4cf'],
    cloud: '#fff6ee',
    cloudShade: '#d9cfd8',
    sun: '#fff1d6',
    water: ['#86b8cf', '#3f7fa6'],
    grass: ['#8cb764', '#5a8d45'],
    foliage: '#4d8441',
    grade: ['#ffe9d2', 0.1],
  },
  {
    name: 'golden',
    stops: ['#56719e', '#e9a982', '#fbd494'],
    cloud: '#ffe0bf',
    cloudShade: '#d49a8c',
    sun: '#fff0c4',
    water: ['#d8a27c', '#2f5f88'],
    grass: ['#93a853', '#5c7d37'],
    foliage: '#4c6d35',
    grade: ['#ffb36b', 0.14],
  },
];

/** Picks a time of day, weighted towards bright daylight. */
export function pickSky(rng: Random): Sky {
  const roll = rng.next();
  const index = roll < 0.3 ? 0 : roll < 0.62 ? 1 : roll < 0.8 ? 2 : 3;
  return SKIES[index] ?? SKIES[0]!;
}

/** Stucco and siding colours of Southwest Florida homes. */
export const WALLS = [
  '#f5f2ea',
  '#efe4cf',
  '#f3e7c9',
  '#f1dcc0',
  '#f2d2c2',
  '#d9e8df',
  '#d6e4ec',
  '#e4e1d8',
  '#f3e6a9',
  '#e8d9bf',
] as const;

/** Roof colours: clay tile, flat tile and metal. */
export const ROOFS = [
  '#b5573a',
  '#a2603f',
  '#c98a5d',
  '#8c8f91',
  '#d9dee0',
  '#aeb6bc',
  '#515860',
  '#6b7c8c',
  '#c2a489',
] as const;

/** Accent colours for doors and shutters, including the brand navy and coral. */
export const ACCENTS = [
  '#0b3c5d',
  '#e0674e',
  '#1d7a7a',
  '#7a5234',
  '#2e7d5b',
  '#5f8fb0',
  '#f4ede1',
  '#34495e',
] as const;

/** Interior palettes: walls, floor, wood, upholstery and accent pillows. */
export interface Interior {
  readonly wall: string;
  readonly floor: string;
  readonly floorLine: string;
  readonly wood: string;
  readonly fabric: string;
  readonly accent: string;
  readonly cabinet: string;
  readonly stone: string;
}

/** Coastal interior schemes. */
export const INTERIORS: readonly Interior[] = [
  {
    wall: '#f4efe6',
    floor: '#d9c4a3',
    floorLine: '#c3ab88',
    wood: '#9a7552',
    fabric: '#e9e3d8',
    accent: '#1d6a96',
    cabinet: '#ffffff',
    stone: '#eceae6',
  },
  {
    wall: '#eef1ef',
    floor: '#e7e1d6',
    floorLine: '#d4ccbe',
    wood: '#b08a62',
    fabric: '#d7dfe2',
    accent: '#e0674e',
    cabinet: '#f7f7f4',
    stone: '#f2f2ef',
  },
  {
    wall: '#f3ebe0',
    floor: '#c8a57c',
    floorLine: '#b08c63',
    wood: '#6e5038',
    fabric: '#efe8dc',
    accent: '#2e7d5b',
    cabinet: '#eae4d8',
    stone: '#e9e4da',
  },
  {
    wall: '#e9eef2',
    floor: '#cfc6b8',
    floorLine: '#bbb1a1',
    wood: '#8c6d50',
    fabric: '#f4f1ea',
    accent: '#0b3c5d',
    cabinet: '#1f3f5a',
    stone: '#f3f1ec',
  },
  {
    wall: '#f6f3ee',
    floor: '#ddd0bd',
    floorLine: '#c9b9a2',
    wood: '#a07650',
    fabric: '#c9d6d2',
    accent: '#c9a227',
    cabinet: '#8fa7a0',
    stone: '#f1efe9',
  },
  {
    wall: '#f1ece4',
    floor: '#b99773',
    floorLine: '#a3825f',
    wood: '#ffffff',
    fabric: '#e7dccb',
    accent: '#5f8fb0',
    cabinet: '#f4f0e8',
    stone: '#e6e2dc',
  },
];
