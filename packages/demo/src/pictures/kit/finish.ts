import type { Sky } from '../palette.ts';
import { radial, rect } from '../svg-kit.ts';

/** Definitions for the photographic finish (vignette). */
export function finishDefs(): string {
  return radial(
    'vg',
    [
      [0.55, '#000', 0],
      [1, '#0a1420', 0.32],
    ],
    0.5,
    0.5,
    0.75,
  );
}

/** Colour grade and vignette laid over the whole picture, like a lightly edited listing photo. */
export function finishLayer(sky: Sky | null): string {
  const grade = sky && sky.grade[1] > 0 ? rect(0, 0, 1200, 800, sky.grade[0], ` opacity="${sky.grade[1]}"`) : '';
  return grade + rect(0, 0, 1200, 800, 'url(#vg)');
}
