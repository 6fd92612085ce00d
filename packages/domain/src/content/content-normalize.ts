import { clampFocalPoint } from '../image/picture-crop.ts';
import type { Picture, ProfileLinks } from './content-entity.ts';

/** A text with the spaces around it removed. */
export function trimmed(value: string): string {
  return value.trim();
}

/** An optional text trimmed, or null when it is blank. */
export function blankToNull(value: string | null): string | null {
  const text = value?.trim() ?? '';
  return text === '' ? null : text;
}

/** A list of short texts with each entry trimmed and blank entries dropped. */
export function cleanList(values: readonly string[]): string[] {
  return values.map((value) => value.trim()).filter((value) => value !== '');
}

/**
 * A picture with its address and description trimmed, its focal point clamped into the picture (0..1), and
 * `altOverride` kept only when set (a picture without it follows the library's alt text).
 */
export function cleanPicture(picture: Picture): Picture {
  return {
    url: picture.url.trim(),
    alt: picture.alt.trim(),
    ...(picture.altOverride === true ? { altOverride: true } : {}),
    ...(picture.focus === undefined ? {} : { focus: clampFocalPoint(picture.focus) }),
  };
}

/** Profile links with every address trimmed. */
export function cleanLinks(links: ProfileLinks): ProfileLinks {
  return {
    facebook: links.facebook.trim(),
    instagram: links.instagram.trim(),
    linkedin: links.linkedin.trim(),
    youtube: links.youtube.trim(),
    website: links.website.trim(),
  };
}
