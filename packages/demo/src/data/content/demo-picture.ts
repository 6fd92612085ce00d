import type { Picture } from '@app/domain';
import type { MediaScene } from '../media.ts';
import { describePortrait, portraitTraits, portraitVariantWith, type PortraitTraits } from '../portrait.ts';

/** A picture the server draws (`/media/demo/{scene}/{variant}.svg`) with the text that describes it. */
export function demoPicture(scene: MediaScene, variant: number, alt: string): Picture {
  return { url: `/media/demo/${scene}/${variant}.svg`, alt };
}

/** The first illustrated portrait with the wanted traits, described for the named person. */
export function demoPortrait(name: string, wanted: Partial<PortraitTraits>): Picture {
  const variant = portraitVariantWith(wanted);
  return demoPicture('portrait', variant, describePortrait(name, portraitTraits(variant)));
}
