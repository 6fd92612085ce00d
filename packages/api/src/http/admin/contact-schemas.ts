import { z } from '@hono/zod-openapi';
import {
  CONTACT_ADMIN_MAX_PAGE_SIZE,
  CONTACT_SORT_FIELDS,
  CONTACT_STATUSES,
  CONTACT_TOPICS,
  LEAD_CHANNELS,
} from '@app/domain';
import { leadAttributionSchema } from '../schemas/lead-attribution.schema.ts';
import { queryPage } from './admin-schemas.ts';

export const contactSubmissionSchema = z
  .object({
    id: z.string(),
    topic: z.enum(CONTACT_TOPICS),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    message: z.string(),
    listingId: z.string().nullable(),
    preferredTime: z.string().nullable(),
    consent: z.boolean(),
    sourcePath: z.string(),
    attribution: leadAttributionSchema.nullable(),
    channel: z.enum(LEAD_CHANNELS),
    status: z.enum(CONTACT_STATUSES),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi('ContactSubmission');

export const contactNoteSchema = z
  .object({
    id: z.string(),
    submissionId: z.string(),
    authorId: z.string().nullable(),
    authorEmail: z.string(),
    text: z.string(),
    createdAt: z.string(),
  })
  .openapi('ContactNote');

export const contactDetailSchema = contactSubmissionSchema
  .extend({ notes: z.array(contactNoteSchema) })
  .openapi('ContactSubmissionDetail');

/** The filter of the list and of the export. */
const filterQuery = {
  search: z.string().max(200).optional(),
  status: z.enum(CONTACT_STATUSES).optional(),
  topic: z.enum(CONTACT_TOPICS).optional(),
  channel: z.enum(LEAD_CHANNELS).optional(),
  sort: z.enum(CONTACT_SORT_FIELDS).optional(),
  direction: z.enum(['asc', 'desc']).optional(),
};

export const contactListQuery = z.strictObject({
  ...filterQuery,
  page: queryPage,
  perPage: z.coerce.number().int().min(1).max(CONTACT_ADMIN_MAX_PAGE_SIZE).optional(),
});

export const contactExportQuery = z.strictObject(filterQuery);

export const statusBody = z
  .strictObject({ status: z.enum(CONTACT_STATUSES, { error: `Choose one of ${CONTACT_STATUSES.join(', ')}` }) })
  .openapi('ContactStatusChange');
export const noteBody = z.strictObject({ text: z.string() }).openapi('NewContactNote');
