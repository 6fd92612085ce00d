/**
 * What every stored content record has: a generated id, its timestamps (ISO 8601) and its version (1 when created,
 * one more at every save; a save based on an older version is refused, ADR 0038).
 */
export interface ContentEntity {
  readonly id: string;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly version: number;
}

/** The editable fields of a record: everything but id, timestamps and version. */
export type ContentFields<T extends ContentEntity> = Omit<T, keyof ContentEntity>;

/** A partial change of a record's editable fields. */
export type ContentPatch<T extends ContentEntity> = Partial<ContentFields<T>>;

/** A point of a picture as fractions of its width and height (0..1 each; 0.5, 0.5 is the centre). */
export interface FocalPoint {
  readonly x: number;
  readonly y: number;
}

/**
 * A picture with the text that describes it (alt text is required wherever a picture is). A library picture's `alt`
 * follows the library item (the public read shows the library's current alt text) unless `altOverride` is true; the
 * stored `alt` is then this use's own description (ADR 0045). `focus` is what must stay in view when the picture is
 * cropped to a box (the centre when absent).
 */
export interface Picture {
  readonly url: string;
  readonly alt: string;
  /** True when this use keeps its own description instead of following the library's. */
  readonly altOverride?: boolean;
  /** The point kept in view when the picture fills a box of another shape; the centre when absent. */
  readonly focus?: FocalPoint;
}

/** Links to a person's or the team's profiles; an empty text means none. */
export interface ProfileLinks {
  readonly facebook: string;
  readonly instagram: string;
  readonly linkedin: string;
  readonly youtube: string;
  readonly website: string;
}
