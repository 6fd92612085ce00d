import { z } from '@hono/zod-openapi';
import {
  CONTACT_ADMIN_MAX_PAGE_SIZE,
  CONTACT_SORT_FIELDS,
  CONTACT_STATUSES,
  LEAD_ASSIGNMENT_RULES,
  LEAD_CHANNELS,
  LEAD_ROUTING_LIMITS,
  LEAD_TOPICS,
  MAX_IDS_PER_REQUEST,
  SITE_LEAD_TOPICS,
} from '@app/domain';
import { leadAttributionSchema } from '../schemas/lead-attribution.schema.ts';
import { queryPage } from './admin-schemas.ts';

export const contactSubmissionSchema = z
  .object({
    id: z.string(),
    topic: z.enum(LEAD_TOPICS),
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
    assignedAgentId: z.string().nullable(),
    followUpOn: z.string().nullable(),
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

/** What a site lead did (issue 14 part 8), oldest first. */
export const leadActivitySchema = z
  .object({ topic: z.enum(SITE_LEAD_TOPICS), text: z.string(), at: z.string() })
  .openapi('LeadActivity');

export const contactDetailSchema = contactSubmissionSchema
  .extend({ notes: z.array(contactNoteSchema), activity: z.array(leadActivitySchema) })
  .openapi('ContactSubmissionDetail');

/** The filter of the list and of the export. */
const filterQuery = {
  search: z.string().max(200).optional(),
  status: z.enum(CONTACT_STATUSES).optional(),
  topic: z.enum(LEAD_TOPICS).optional(),
  channel: z.enum(LEAD_CHANNELS).optional(),
  /** An agent's id, or `unassigned`. */
  agent: z.string().min(1).max(100).optional(),
  /** `true`: only open leads whose follow-up day is before today (office time). */
  overdue: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
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

const day = z.string().max(10);
export const assignmentBody = z
  .strictObject({ agentId: z.string().min(1).max(100).nullable() })
  .openapi('ContactAssignment');
/** `POST /api/admin/contacts/bulk`: close the leads, or give them to an agent (or to nobody). */
export const contactBulkBody = z
  .strictObject({
    action: z.enum(['close', 'assign'], { error: 'must be close or assign' }),
    ids: z
      .array(z.string().min(1, 'must not be empty').max(100, 'must be an id'))
      .min(1, 'must name at least one lead')
      .max(MAX_IDS_PER_REQUEST, `must name at most ${String(MAX_IDS_PER_REQUEST)} leads`),
    agentId: z.string().min(1).max(100).nullable().optional(),
  })
  .refine((body) => body.action !== 'assign' || body.agentId !== undefined, {
    path: ['agentId'],
    message: 'Choose the agent to assign the leads to (or null for nobody)',
  })
  .openapi('ContactBulkAction');
export const followUpBody = z.strictObject({ followUpOn: day.nullable() }).openapi('ContactFollowUp');

const areaSchema = z.strictObject({
  city: z.string().max(LEAD_ROUTING_LIMITS.city + 50),
  agentId: z.string().max(100),
});
export const leadRoutingSchema = z
  .strictObject({
    rule: z.enum(LEAD_ASSIGNMENT_RULES, { error: `Choose one of ${LEAD_ASSIGNMENT_RULES.join(', ')}` }),
    officeEmail: z
      .string()
      .max(LEAD_ROUTING_LIMITS.officeEmail + 50)
      .nullable(),
    areas: z.array(areaSchema).max(LEAD_ROUTING_LIMITS.areas),
  })
  .openapi('LeadRoutingSettings');
