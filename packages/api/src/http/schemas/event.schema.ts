import { z } from '@hono/zod-openapi';
import { eventParamProblem, MAX_EVENT_PARAMS, MAX_EVENTS_PER_BATCH, PRODUCT_EVENT_NAMES } from '@app/domain';

const paramsSchema = z
  .record(z.string(), z.union([z.string(), z.number()]))
  .default({})
  .superRefine((params, context) => {
    const entries = Object.entries(params);
    if (entries.length > MAX_EVENT_PARAMS)
      context.addIssue({ code: 'custom', message: `at most ${String(MAX_EVENT_PARAMS)} parameters` });
    for (const [name, value] of entries) {
      const problem = eventParamProblem(name, value);
      if (problem !== null) context.addIssue({ code: 'custom', path: [name], message: problem });
    }
  });

const eventSchema = z.object({
  name: z.enum(PRODUCT_EVENT_NAMES, { error: `must be one of ${PRODUCT_EVENT_NAMES.join(', ')}` }),
  id: z.string().regex(/^[A-Za-z0-9_.:-]{1,64}$/, 'must be 1 to 64 letters, digits and _ . : -'),
  at: z.number().int().positive(),
  page: z.object({
    location: z
      .string()
      .max(1000)
      .regex(/^\/(?!\/)/, 'must be a path of this site, starting with one /'),
    title: z.string().max(300).default(''),
    referrer: z
      .string()
      .max(420)
      .refine((value) => value === '' || /^https?:\/\//.test(value), 'must be an http(s) address or empty')
      .default(''),
    template: z.string().max(100).regex(/^\//, 'must be a route path starting with /'),
  }),
  navigation: z.enum(['load', 'route']).optional(),
  params: paramsSchema,
});

/** What the browser sends to `POST /api/events`: the visitor's consent, their first-party id and up to 25 events. */
export const eventBatchSchema = z
  .object({
    consent: z.object({ analytics: z.boolean(), advertising: z.boolean() }),
    clientId: z
      .string()
      .regex(/^[A-Za-z0-9._-]{8,64}$/, 'must be 8 to 64 letters, digits and . _ -')
      .optional(),
    events: z.array(eventSchema).min(1).max(MAX_EVENTS_PER_BATCH),
  })
  .superRefine((batch, context) => {
    if ((batch.consent.analytics || batch.consent.advertising) && batch.clientId === undefined)
      context.addIssue({ code: 'custom', path: ['clientId'], message: 'is required once the visitor has agreed' });
  })
  .openapi('EventBatch');

export type EventBatch = z.infer<typeof eventBatchSchema>;
