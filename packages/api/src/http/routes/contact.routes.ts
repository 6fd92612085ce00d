import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { CONTACT_TOPICS, ValidationError } from '@app/domain';
import type { AppServices } from '@app/domain';
import type { RequestLimits } from '../request-limits.ts';
import { safeMessage } from '../safe-message.ts';
import { leadAttributionSchema } from '../schemas/lead-attribution.schema.ts';
import { errorSchema } from '../schemas/listing.schema.ts';
import { invalidRequest, rejectInvalidRequest } from '../validation.ts';
import { logFailure } from '../../logging/logger.ts';

/** Accepted submissions one address may send in the window (an office behind one address may send several; the
 * honeypot stops most bots). Refused ones (invalid, or not stored) do not count. */
export const CONTACT_RATE_LIMIT = { name: 'contact', points: 10, windowMs: 10 * 60_000 } as const;
const CONTACT_FAILED = 'Your message could not be saved. Please try again, or call us.';
export const CONTACT_RATE_LIMITED = 'Too many messages from your connection. Please wait a few minutes, or call us.';
export const CONTACT_LOOKS_AUTOMATED = 'This form could not be sent. If you are a person, please call us.';

const bodySchema = z
  .object({
    topic: z.enum(CONTACT_TOPICS, { error: 'Choose what your message is about' }),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable().default(null),
    message: z.string(),
    listingId: z.string().nullable().default(null),
    preferredTime: z.string().nullable().default(null),
    consent: z.boolean(),
    sourcePath: z.string().default('/'),
    /** Where the visit came from (first page's campaign tags, ad click id, referring site); checked by the domain. */
    attribution: leadAttributionSchema.nullable().default(null),
    /** The honeypot: hidden from people, filled in by bots. */
    website: z.string().optional(),
  })
  .openapi('ContactSubmissionRequest');

const route = createRoute({
  method: 'post',
  path: '/api/contact',
  summary:
    'Send a message to the team (contact page, listing inquiry, showing request); stored before it is acknowledged',
  request: { body: { content: { 'application/json': { schema: bodySchema } }, required: true } },
  responses: {
    201: {
      description: 'Stored',
      content: {
        'application/json': { schema: z.object({ id: z.string(), status: z.string(), createdAt: z.string() }) },
      },
    },
    400: {
      description: 'Invalid fields (each listed in issues)',
      content: { 'application/json': { schema: errorSchema } },
    },
    429: {
      description: 'Too many messages from this address',
      content: { 'application/json': { schema: errorSchema } },
    },
    503: { description: 'Could not be stored', content: { 'application/json': { schema: errorSchema } } },
  },
});

/**
 * `POST /api/contact`: validated on the server too, honeypot and a per-address rate limit of accepted submissions (the
 * attempt is counted before the submission is stored, so parallel posts cannot overrun the limit, and taken back when
 * the submission is refused).
 */
export function contactRoutes(services: Pick<AppServices, 'receiveContactSubmission'>, limits: RequestLimits) {
  const limiter = limits.counters(CONTACT_RATE_LIMIT);
  return new OpenAPIHono({ defaultHook: rejectInvalidRequest }).openapi(route, async (c) => {
    const { website, ...submission } = c.req.valid('json');
    if (website !== undefined && website.trim() !== '') return c.json({ error: CONTACT_LOOKS_AUTOMATED }, 400);
    const address = limits.clientAddress(c);
    if (!(await limiter.consume(address)).allowed) return c.json({ error: CONTACT_RATE_LIMITED }, 429);
    try {
      const stored = await services.receiveContactSubmission(submission);
      return c.json({ id: stored.id, status: stored.status, createdAt: stored.createdAt }, 201);
    } catch (error) {
      await limiter.refund(address);
      if (error instanceof ValidationError)
        return c.json({ error: invalidRequest(error.issues), issues: error.issues }, 400);
      logFailure('A contact submission could not be stored:', error);
      return c.json({ error: safeMessage(error, CONTACT_FAILED) }, 503);
    }
  });
}
