import type { PortraitBackdrop, PortraitHairColour, PortraitOutfit } from '../../data/portrait.ts';

/** Skin tones from light to deep. */
export const SKIN = ['#f6d7c3', '#ecc3a2', '#d8a47e', '#b67a54', '#8a5a3c', '#5c3a27'] as const;

export const HAIR: Readonly<Record<PortraitHairColour, string>> = {
  black: '#1f1b1a',
  'dark brown': '#3b2a20',
  'chestnut brown': '#6b3f26',
  auburn: '#8e3b22',
  blond: '#d9b46c',
  silver: '#c8c8c4',
};

/** The garment's colour and the colour of what shows at the neckline. */
export const OUTFIT: Readonly<Record<PortraitOutfit, readonly [string, string]>> = {
  'navy blazer': ['#1f3a5f', '#ffffff'],
  'charcoal blazer': ['#3d4249', '#dfe8ef'],
  'white blouse': ['#f7f5f0', '#f7f5f0'],
  'coral top': ['#e0674e', '#e0674e'],
  'light blue shirt': ['#a9c8e8', '#c3d9ef'],
  'sage green cardigan': ['#8fa998', '#ffffff'],
};

/** Backdrop gradient, top to bottom. */
export const BACKDROP: Readonly<Record<PortraitBackdrop, readonly [string, string]>> = {
  sand: ['#f3e9d8', '#e0cba8'],
  'sea glass': ['#d7ede7', '#9fcfc4'],
  'sky blue': ['#dcecf8', '#a7cbe8'],
  sage: ['#e3eadb', '#b5c7a6'],
  blush: ['#f7e4df', '#e6bbb0'],
};
