import { z } from 'zod';
import { key, text } from './reso-fields.schema.ts';

/** One item of the RESO Media resource as the Property query expands it. */
export const mediaRecordSchema = z.object({
  MediaKey: key,
  MediaURL: z.url({ protocol: /^https?$/ }),
  /** The display position; any integer, it need not start at 0 or be contiguous. */
  Order: z.number().int(),
  MediaCategory: text,
  ShortDescription: text,
});

/** A validated Media item. */
export type MediaRecord = z.infer<typeof mediaRecordSchema>;
