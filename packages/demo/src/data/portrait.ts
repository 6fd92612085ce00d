import { createRandom, hashString, type Random } from './prng.ts';

/** Hair styles of the illustrated demo portraits. */
export const PORTRAIT_HAIR_STYLES = [
  'short',
  'side-part',
  'close-cropped',
  'bob',
  'long-straight',
  'long-wavy',
  'bun',
  'curly',
] as const;
export type PortraitHairStyle = (typeof PORTRAIT_HAIR_STYLES)[number];

/** Hair colours, by the words an alt text uses. */
export const PORTRAIT_HAIR_COLOURS = ['black', 'dark brown', 'chestnut brown', 'auburn', 'blond', 'silver'] as const;
export type PortraitHairColour = (typeof PORTRAIT_HAIR_COLOURS)[number];

/** What the portrait wears, by the words an alt text uses. */
export const PORTRAIT_OUTFITS = [
  'navy blazer',
  'charcoal blazer',
  'white blouse',
  'coral top',
  'light blue shirt',
  'sage green cardigan',
] as const;
export type PortraitOutfit = (typeof PORTRAIT_OUTFITS)[number];

/** The colour behind the portrait. */
export const PORTRAIT_BACKDROPS = ['sand', 'sea glass', 'sky blue', 'sage', 'blush'] as const;
export type PortraitBackdrop = (typeof PORTRAIT_BACKDROPS)[number];

/** Skin tones from light (0) to deep (5). */
export const PORTRAIT_SKIN_TONES = 6;

/** Everything an illustrated demo portrait shows that its alt text should say. */
export interface PortraitTraits {
  readonly hairStyle: PortraitHairStyle;
  readonly hairColour: PortraitHairColour;
  readonly skinTone: number;
  readonly outfit: PortraitOutfit;
  readonly backdrop: PortraitBackdrop;
  readonly glasses: boolean;
  readonly beard: boolean;
}

const SHORT_STYLES: readonly PortraitHairStyle[] = ['short', 'side-part', 'close-cropped'];

/** Draws a portrait's traits: the first draws of the portrait renderer's random source. */
export function drawPortraitTraits(random: Random): PortraitTraits {
  const hairStyle = random.pick(PORTRAIT_HAIR_STYLES);
  return {
    hairStyle,
    hairColour: random.pick(PORTRAIT_HAIR_COLOURS),
    skinTone: random.int(0, PORTRAIT_SKIN_TONES - 1),
    outfit: random.pick(PORTRAIT_OUTFITS),
    backdrop: random.pick(PORTRAIT_BACKDROPS),
    glasses: random.chance(0.25),
    beard: SHORT_STYLES.includes(hairStyle) && random.chance(0.35),
  };
}

/** The random source of a demo picture: `{scene}#{variant}` hashed (every scene renderer starts from it). */
export function demoPictureRandom(scene: string, variant: number): Random {
  return createRandom(hashString(`${scene}#${variant}`));
}

/** The traits of `/media/demo/portrait/{variant}.svg`. */
export function portraitTraits(variant: number): PortraitTraits {
  return drawPortraitTraits(demoPictureRandom('portrait', variant));
}

/** The first portrait variant (1 to 400) with every wanted trait; throws when none has them. */
export function portraitVariantWith(wanted: Partial<PortraitTraits>, variants = 400): number {
  for (let variant = 1; variant <= variants; variant += 1) {
    const traits = portraitTraits(variant);
    if (Object.entries(wanted).every(([key, value]) => traits[key as keyof PortraitTraits] === value)) return variant;
  }
  throw new Error(`No demo portrait has ${JSON.stringify(wanted)}`);
}

const HAIR_PHRASES: Readonly<Record<PortraitHairStyle, string>> = {
  short: 'short {colour} hair',
  'side-part': 'side-parted {colour} hair',
  'close-cropped': 'close-cropped {colour} hair',
  bob: '{colour} hair in a bob',
  'long-straight': 'long straight {colour} hair',
  'long-wavy': 'long wavy {colour} hair',
  bun: '{colour} hair in a bun',
  curly: 'curly {colour} hair',
};

/** The alt text of a portrait: who it shows and what can be seen. */
export function describePortrait(name: string, traits: PortraitTraits): string {
  const hair = HAIR_PHRASES[traits.hairStyle].replace('{colour}', traits.hairColour);
  const extras = [traits.beard ? 'a trimmed beard' : '', traits.glasses ? 'glasses' : ''].filter(
    (extra) => extra !== '',
  );
  const face = extras.length > 0 ? `, ${extras.join(' and ')}` : '';
  return `Illustrated portrait of ${name}, smiling, with ${hair}${face}, wearing a ${traits.outfit}, on a ${traits.backdrop} background`;
}
