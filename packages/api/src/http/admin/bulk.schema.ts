import { z } from '@hono/zod-openapi';
import { MAX_IDS_PER_REQUEST } from '@app/domain';
import { baseVersionSchema } from './content-admin.schema.ts';

const recordId = z.string().uuid('must be an id (UUID)');

/** The ids of a bulk or reorder request: one to MAX_IDS_PER_REQUEST record ids. */
export const bulkIds = z
  .array(recordId)
  .min(1, 'must name at least one record')
  .max(MAX_IDS_PER_REQUEST, `must name at most ${String(MAX_IDS_PER_REQUEST)} records`);

/** A record of a bulk change, with the version the person saw (a later save by someone else refuses it). */
const bulkItem = z.strictObject({ id: recordId, version: baseVersionSchema.optional() });

/** `POST /api/admin/{area}/bulk`: hide, show or delete (to the Trash) the listed records. */
export const contentBulkBody = z
  .strictObject({
    action: z.enum(['hide', 'show', 'delete'], { error: 'must be hide, show or delete' }),
    items: z
      .array(bulkItem)
      .min(1, 'must name at least one record')
      .max(MAX_IDS_PER_REQUEST, `must name at most ${String(MAX_IDS_PER_REQUEST)} records`),
  })
  .openapi('ContentBulkAction');

/** `POST /api/admin/{area}/reorder` and `/api/admin/footer-links/reorder`: the records in their new order. */
export const reorderBody = z.strictObject({ ids: bulkIds }).openapi('Reorder');

/** What a bulk action did, id by id. */
export const bulkOutcomeSchema = z
  .object({
    succeeded: z.array(z.string()),
    failed: z.array(z.object({ id: z.string(), reason: z.string() })),
  })
  .openapi('BulkOutcome');
