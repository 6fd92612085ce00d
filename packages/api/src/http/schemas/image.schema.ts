import { z } from '@hono/zod-openapi';
import { IMAGE_SORTS, IMAGE_TYPES } from '@app/domain';

const variantSchema = z.object({
  width: z.number().int(),
  height: z.number().int(),
  key: z.string(),
  byteSize: z.number().int(),
});

/** An image of the library as the admin API answers it. */
export const imageSchema = z
  .object({
    id: z.string(),
    fileName: z.string(),
    alt: z.string(),
    contentType: z.enum(IMAGE_TYPES.map((type) => type.mime) as [string, ...string[]]),
    byteSize: z.number().int(),
    width: z.number().int(),
    height: z.number().int(),
    originalKey: z.string().openapi({ description: 'Served at /media/images/{key}' }),
    variants: z
      .array(variantSchema)
      .openapi({ description: 'WebP variants, smallest first, each served at /media/images/{key}' }),
    uploadedBy: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi('Image');

/** An upload's answer: the image, and when it was shrunk on the way in, the size it came at. */
export const uploadedImageSchema = imageSchema
  .extend({
    shrunkFrom: z
      .object({ byteSize: z.number().int(), width: z.number().int(), height: z.number().int() })
      .optional()
      .openapi({ description: 'The file as it came, when it was larger than the library stores (10 MB, 4000 px)' }),
  })
  .openapi('UploadedImage');

/** A record that shows an image. */
export const imageUsageSchema = z
  .object({ area: z.string(), label: z.string(), id: z.string(), title: z.string() })
  .openapi('ImageUsage');

/** The library list query (newest first, 10 a page by default). */
export const imageListQuery = z.strictObject({
  search: z.string().max(200).optional(),
  sort: z.enum(IMAGE_SORTS).optional(),
  direction: z.enum(['asc', 'desc']).optional(),
  page: z.coerce.number().int().min(1).optional(),
  perPage: z.coerce.number().int().min(1).max(100).optional(),
});

/** The upload form: the picture and its alt text. */
export const imageUploadForm = z
  .object({
    file: z
      .custom<File>((value) => value instanceof File, { message: 'Choose a picture to upload' })
      .openapi({ type: 'string', format: 'binary' }),
    alt: z.string().openapi({ description: 'What the picture shows (required)' }),
  })
  .openapi('ImageUpload');

export const imageAltBody = z.strictObject({ alt: z.string() }).openapi('ImageAltText');
