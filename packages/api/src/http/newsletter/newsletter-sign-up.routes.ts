import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { NEWSLETTER_EMAIL_MAX, ValidationError } from '@app/domain';
import type { RequestLimits } from '../request-limits.ts';
import { CONTACT_LOOKS_AUTOMATED, CONTACT_RATE_LIMITED } from '../routes/contact.routes.ts';
import { safeMessage } from '../safe-message.ts';
import { errorSchema } from '../schemas/listing.schema.ts';
import { invalidRequest, rejectInvalidRequest } from '../validation.ts';
import { logFailure } from '../../logging/logger.ts';
import type { NewsletterHttpDeps } from './newsletter-deps.ts';

/** Accepted sign-ups one address may send in the window (as the contact form's). */
export const NEWSLETTER_RATE_LIMIT = { name: 'newsletter', points: 10, windowMs: 10 * 60_000 } as const;
const SIGN_UP_FAILED = 'Your sign-up could not be saved. Please try again in a moment.';

const bodySchema = z
  .object({
    email: z.string().max(NEWSLETTER_EMAIL_MAX * 2, 'Please enter a valid email address'),
    cities: z.array(z.string().max(100)).max(50, 'Choose at most 50 areas'),
    consent: z.boolean({ error: 'Please agree to receive the market update' }),
    /** The honeypot: hidden from people, filled in by bots. */
    website: z.string().optional(),
  })
  .openapi('NewsletterSignUpRequest');

const route = createRoute({
  method: 'post',
  path: '/api/newsletter',
  summary: 'Ask for the monthly market update: a confirmation link is mailed (the same answer for a known address)',
  request: { body: { content: { 'application/json': { schema: bodySchema } }, required: true } },
  responses: {
    202: {
      description: 'Kept; the confirmation mail is on its way',
      content: { 'application/json': { schema: z.object({ sent: z.literal(true) }) } },
    },
    400: {
      description: 'Invalid fields (each listed in issues)',
      content: { 'application/json': { schema: errorSchema } },
    },
    429: {
      description: 'Too many sign-ups from this address',
      content: { 'application/json': { schema: errorSchema } },
    },
    503: { description: 'Could not be kept', content: { 'application/json': { schema: errorSchema } } },
  },
});

/** `POST /api/newsletter`: checked on the server, honeypot and a per-address rate limit of accepted sign-ups. */
export function newsletterSignUpRoutes(newsletter: Pick<NewsletterHttpDeps, 'signUp'>, limits: RequestLimits) {
  const limiter = limits.counters(NEWSLETTER_RATE_LIMIT);
  return new OpenAPIHono({ defaultHook: rejectInvalidRequest }).openapi(route, async (c) => {
    const { website, ...signUp } = c.req.valid('json');
    if (website !== undefined && website.trim() !== '') return c.json({ error: CONTACT_LOOKS_AUTOMATED }, 400);
    const address = limits.clientAddress(c);
    if (!(await limiter.consume(address)).allowed) return c.json({ error: CONTACT_RATE_LIMITED }, 429);
    try {
      await newsletter.signUp(signUp);
      return c.json({ sent: true as const }, 202);
    } catch (error) {
      await limiter.refund(address);
      if (error instanceof ValidationError)
        return c.json({ error: invalidRequest(error.issues), issues: error.issues }, 400);
      logFailure('A newsletter sign-up could not be kept:', error);
      return c.json({ error: safeMessage(error, SIGN_UP_FAILED) }, 503);
    }
  });
}
