import type { Picture } from '../content/content-entity.ts';
import { IMAGE_FILES_PATH } from './image-variants.ts';

/**
 * How a picture in a rich-text body says it follows the library's alt text: `<img … data-alt="library">` (the body
 * keeps the alt text the library had when the picture went in; the public read shows the library's current one).
 */
export const FOLLOWS_LIBRARY_ATTRIBUTE = 'data-alt';
export const FOLLOWS_LIBRARY_VALUE = 'library';

/** The alt text of library images by id (those found; an image no longer in the library is absent). */
export type LibraryAltTexts = ReadonlyMap<string, string>;

/** Reads the current alt text of the library images with these ids. */
export type LibraryAltSource = (imageIds: readonly string[]) => Promise<LibraryAltTexts>;

const LIBRARY_ADDRESS = new RegExp(`${IMAGE_FILES_PATH}/([0-9A-Za-z-]{1,64})/`);

/** The id of the library image an address shows (`…/media/images/{id}/…`), or null for any other address. */
export function libraryImageId(url: string): string | null {
  return LIBRARY_ADDRESS.exec(url)?.[1] ?? null;
}

/**
 * The mark a body picture gets when the editor writes it: it follows the library (`data-alt="library"`) when its alt
 * text is the library item's (trimmed), and carries its own (no mark: null) when the editor typed another.
 */
export function bodyPictureAltMark(libraryAlt: string, alt: string): { readonly 'data-alt': string | null } {
  return { 'data-alt': alt.trim() === libraryAlt.trim() ? FOLLOWS_LIBRARY_VALUE : null };
}

/** Whether a picture use shows its library item's alt text: a library picture without its own description. */
export function followsLibraryAlt(picture: Picture): boolean {
  return picture.altOverride !== true && libraryImageId(picture.url) !== null;
}

/** The picture with its library item's current alt text when it follows the library (and the item is known). */
export function pictureWithLibraryAlt<P extends Picture>(picture: P, alts: LibraryAltTexts): P {
  if (!followsLibraryAlt(picture)) return picture;
  const alt = alts.get(libraryImageId(picture.url) ?? '');
  return alt === undefined || alt === picture.alt ? picture : { ...picture, alt };
}

const IMG_TAG = /<img\b[^>]*>/gi;
const ATTRIBUTE = /([^\s"'=<>/]+)\s*=\s*"([^"]*)"/g;

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function imgAttributes(tag: string): Map<string, string> {
  return new Map([...tag.matchAll(ATTRIBUTE)].map((match) => [(match[1] ?? '').toLowerCase(), match[2] ?? '']));
}

/** The library image a body `<img>` follows (its `src` is a library address and it carries `data-alt="library"`). */
function followedImageId(tag: string): string | null {
  const attributes = imgAttributes(tag);
  if (attributes.get(FOLLOWS_LIBRARY_ATTRIBUTE) !== FOLLOWS_LIBRARY_VALUE) return null;
  return libraryImageId(attributes.get('src') ?? '');
}

/** Every library image whose alt text a rich-text body's pictures follow. */
export function followedImageIdsInBody(html: string): string[] {
  return [...html.matchAll(IMG_TAG)].map((match) => followedImageId(match[0])).filter((id) => id !== null);
}

/**
 * A sanitized rich-text body whose library pictures marked `data-alt="library"` show the library's current alt text;
 * pictures without the mark keep the alt text typed for them.
 */
export function bodyWithLibraryAlts(html: string, alts: LibraryAltTexts): string {
  if (!html.includes('<img')) return html;
  return html.replace(IMG_TAG, (tag) => {
    const alt = alts.get(followedImageId(tag) ?? '');
    if (alt === undefined) return tag;
    const escaped = escapeAttribute(alt);
    return /\salt\s*=\s*"[^"]*"/i.test(tag)
      ? tag.replace(/(\salt\s*=\s*)"[^"]*"/i, (_, name: string) => `${name}"${escaped}"`)
      : tag;
  });
}

function isPicture(value: object): value is Picture {
  const record = value as Record<string, unknown>;
  return typeof record.url === 'string' && typeof record.alt === 'string';
}

/** Every library image whose alt text a value (a record, a list of them, settings) follows, in pictures or bodies. */
export function followedImageIds(value: unknown): string[] {
  const ids = new Set<string>();
  const visit = (item: unknown): void => {
    if (typeof item === 'string') {
      if (item.includes('<img')) for (const id of followedImageIdsInBody(item)) ids.add(id);
    } else if (Array.isArray(item)) item.forEach(visit);
    else if (item !== null && typeof item === 'object') {
      if (isPicture(item) && followsLibraryAlt(item)) ids.add(libraryImageId(item.url) ?? '');
      Object.values(item).forEach(visit);
    }
  };
  visit(value);
  return [...ids];
}

/**
 * A value (a record, a page of records, settings) with every picture and body picture that follows the library
 * showing the library's current alt text; pictures with their own description, and other fields, are unchanged.
 */
export function withLibraryAlts<T>(value: T, alts: LibraryAltTexts): T {
  const visit = (item: unknown): unknown => {
    if (typeof item === 'string') return item.includes('<img') ? bodyWithLibraryAlts(item, alts) : item;
    if (Array.isArray(item)) return item.map(visit);
    if (item === null || typeof item !== 'object') return item;
    const entries = Object.entries(item).map(([key, field]) => [key, visit(field)] as const);
    const rebuilt = Object.fromEntries(entries) as Record<string, unknown>;
    return isPicture(item) ? pictureWithLibraryAlt(rebuilt as unknown as Picture, alts) : rebuilt;
  };
  return alts.size === 0 ? value : (visit(value) as T);
}

/** The value with its followed library alt texts read from the source (one read for every image it shows). */
export async function resolveLibraryAlts<T>(value: T, source: LibraryAltSource | undefined): Promise<T> {
  if (source === undefined) return value;
  const ids = followedImageIds(value);
  return ids.length === 0 ? value : withLibraryAlts(value, await source(ids));
}

/** A source over the library's records (one read for all the ids; an image not found keeps its stored alt text). */
export function libraryAltSource(images: {
  findByIds(ids: readonly string[]): Promise<readonly { id: string; alt: string }[]>;
}): LibraryAltSource {
  return async (ids) =>
    new Map((ids.length === 0 ? [] : await images.findByIds(ids)).map((image) => [image.id, image.alt]));
}
