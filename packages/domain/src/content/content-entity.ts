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

/** A picture with the text that describes it (alt text is required wherever a picture is). */
export interface Picture {
  readonly url: string;
  readonly alt: string;
}

/** Links to a person's or the team's profiles; an empty text means none. */
export interface ProfileLinks {
  readonly facebook: string;
  readonly instagram: string;
  readonly linkedin: string;
  readonly youtube: string;
  readonly website: string;
}
