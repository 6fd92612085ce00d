import { MEDIA_SCENES, MEDIA_VARIANTS, type MediaScene } from '../data/media.ts';
import { demoPictureRandom } from '../data/portrait.ts';
import type { Random } from '../data/prng.ts';
import { renderAerial } from './scenes/aerial.ts';
import { renderBathroom } from './scenes/bathroom.ts';
import { renderBedroom } from './scenes/bedroom.ts';
import { renderCommunity } from './scenes/community.ts';
import { renderExterior } from './scenes/exterior.ts';
import { renderKitchen } from './scenes/kitchen.ts';
import { renderLanai } from './scenes/lanai.ts';
import { renderLiving } from './scenes/living.ts';
import { renderLandmark } from './scenes/landmark.ts';
import { renderPier } from './scenes/pier.ts';
import { renderPool } from './scenes/pool.ts';
import { renderPortrait } from './scenes/portrait.ts';
import { renderWaterView } from './scenes/water-view.ts';

/** The kinds of demo listing photo: the scenes the demo data refers to. */
export const DEMO_PHOTO_SCENES = MEDIA_SCENES;

/** One kind of demo listing photo. */
export type DemoPhotoScene = MediaScene;

/** Variants of each scene run from 1 to this number. */
export const DEMO_PHOTO_VARIANTS = MEDIA_VARIANTS;

const RENDERERS: Record<DemoPhotoScene, (rng: Random) => string> = {
  exterior: renderExterior,
  aerial: renderAerial,
  pool: renderPool,
  lanai: renderLanai,
  living: renderLiving,
  kitchen: renderKitchen,
  bedroom: renderBedroom,
  bathroom: renderBathroom,
  'water-view': renderWaterView,
  community: renderCommunity,
  portrait: renderPortrait,
  pier: renderPier,
  landmark: renderLandmark,
};

/** True when the text names a scene. */
export function isDemoPhotoScene(text: string): text is DemoPhotoScene {
  return (DEMO_PHOTO_SCENES as readonly string[]).includes(text);
}

/**
 * Deterministic SVG (width 1200, height 800, viewBox 0 0 1200 800) for a scene and variant number 1..400.
 * The same arguments always give the same markup; the variant seeds palette, layout and furnishing.
 */
export function renderDemoPhoto(scene: DemoPhotoScene, variant: number): string {
  if (!Number.isInteger(variant) || variant < 1 || variant > DEMO_PHOTO_VARIANTS) {
    throw new RangeError(`Demo photo variant must be an integer from 1 to ${DEMO_PHOTO_VARIANTS}`);
  }
  return RENDERERS[scene](demoPictureRandom(scene, variant));
}

/**
 * Reads the scene segment and file name of `/media/demo/{scene}/{n}.svg`.
 * Returns null unless the scene is known and the file is `{n}.svg` with n a plain integer from 1 to 400.
 */
export function parseDemoPhotoPath(scene: string, file: string): { scene: DemoPhotoScene; variant: number } | null {
  if (!isDemoPhotoScene(scene)) return null;
  const match = /^([1-9]\d{0,2})\.svg$/.exec(file);
  if (!match?.[1]) return null;
  const variant = Number(match[1]);
  return variant <= DEMO_PHOTO_VARIANTS ? { scene, variant } : null;
}
