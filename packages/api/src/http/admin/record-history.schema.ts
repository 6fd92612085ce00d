import { z } from '@hono/zod-openapi';
import { jsonContent } from './admin-schemas.ts';

const fieldChangeSchema = z
  .union([
    z.object({
      field: z.string(),
      label: z.string(),
      kind: z.literal('value'),
      before: z.string(),
      after: z.string(),
    }),
    z.object({
      field: z.string(),
      label: z.string(),
      kind: z.literal('long-text'),
      added: z.number().int(),
      removed: z.number().int(),
    }),
  ])
  .openapi('FieldChange');

/** A record's kept versions, newest first, each with what it changed from the one before. */
export const historyAnswerSchema = z
  .object({
    items: z.array(
      z.object({
        version: z.number().int(),
        savedAt: z.string(),
        authorName: z.string(),
        kind: z.enum(['created', 'earliest', 'changed']),
        changes: z.array(fieldChangeSchema),
      }),
    ),
  })
  .openapi('RecordHistory');

/** The 409 of a save based on an old version (with the record as it is now) or of a taken slug (without). */
export function staleAnswer(record: z.ZodType) {
  return {
    409: {
      description:
        'Someone else saved since `baseVersion`: `current` is the record now (or the slug is taken: no `current`)',
      content: jsonContent(z.object({ error: z.string(), current: record.optional() })),
    },
  } as const;
}
