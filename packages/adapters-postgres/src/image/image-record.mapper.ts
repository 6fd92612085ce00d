import type { ImageMimeType, ImageRecord, ImageVariant, NewImageRecord } from '@app/domain';
import { toIsoTimestamp } from '../connection/sql-values.ts';

/** A row of table images as the drivers return it. */
export interface ImageRow {
  readonly id: string;
  readonly file_name: string;
  readonly alt: string;
  readonly content_type: string;
  readonly byte_size: number | string;
  readonly width: number | string;
  readonly height: number | string;
  readonly original_key: string;
  readonly variants: unknown;
  readonly uploaded_by: string;
  readonly created_at: Date | string;
  readonly updated_at: Date | string;
}

export const IMAGE_COLUMNS =
  'id, file_name, alt, content_type, byte_size, width, height, original_key, variants, uploaded_by, created_at, updated_at';

function variantsOf(value: unknown): ImageVariant[] {
  const list = (typeof value === 'string' ? JSON.parse(value) : value) as ImageVariant[] | null;
  return (list ?? []).map((variant) => ({
    width: variant.width,
    height: variant.height,
    key: variant.key,
    byteSize: variant.byteSize,
  }));
}

/** A row as the domain's ImageRecord (numbers as numbers, timestamps as ISO strings). */
export function imageFromRow(row: ImageRow): ImageRecord {
  return {
    id: row.id,
    fileName: row.file_name,
    alt: row.alt,
    contentType: row.content_type as ImageMimeType,
    byteSize: Number(row.byte_size),
    width: Number(row.width),
    height: Number(row.height),
    originalKey: row.original_key,
    variants: variantsOf(row.variants),
    uploadedBy: row.uploaded_by,
    createdAt: toIsoTimestamp(row.created_at),
    updatedAt: toIsoTimestamp(row.updated_at),
  };
}

/** The insert parameters of a new record, in IMAGE_COLUMNS order without the timestamps. */
export function imageInsertParameters(image: NewImageRecord): unknown[] {
  const variants = image.variants.map(({ width, height, key, byteSize }) => ({ width, height, key, byteSize }));
  return [
    image.id,
    image.fileName,
    image.alt,
    image.contentType,
    image.byteSize,
    image.width,
    image.height,
    image.originalKey,
    JSON.stringify(variants),
    image.uploadedBy,
  ];
}
