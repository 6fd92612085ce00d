import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { errorSchema } from '../schemas/listing.schema.ts';
import { rejectInvalidRequest } from '../validation.ts';
import { adminFailures, jsonContent } from '../admin/admin-schemas.ts';
import type { NewsletterHttpDeps } from './newsletter-deps.ts';

const subscriberSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    cities: z.array(z.string()),
    confirmedAt: z.string().nullable(),
    lastUpdateMonth: z.string().nullable(),
  })
  .openapi('NewsletterSubscriberView');

const list = createRoute({
  method: 'get',
  path: '/api/admin/newsletter/subscribers',
  summary: 'The confirmed newsletter subscribers and the areas that can be chosen (editors and admins)',
  responses: {
    200: {
      description: 'Subscribers, oldest confirmation first',
      content: jsonContent(z.object({ items: z.array(subscriberSchema), cities: z.array(z.string()) })),
    },
    ...adminFailures,
  },
});

const preview = createRoute({
  method: 'get',
  path: '/api/admin/newsletter/preview',
  summary: "A city's market update mail, rendered as a subscriber would get it",
  request: { query: z.strictObject({ city: z.string().trim().min(1, 'Choose an area').max(100) }) },
  responses: {
    200: {
      description: 'The mail',
      content: jsonContent(z.object({ subject: z.string(), html: z.string(), text: z.string() })),
    },
    ...adminFailures,
    404: { description: 'No market figures for that city', content: jsonContent(errorSchema) },
  },
});

const send = createRoute({
  method: 'post',
  path: '/api/admin/newsletter/send',
  summary: "Queue this month's market update to every confirmed subscriber not sent it yet",
  responses: {
    200: { description: 'Queued', content: jsonContent(z.object({ month: z.string(), mails: z.number().int() })) },
    ...adminFailures,
  },
});

/** The admin's newsletter page API (behind the admin guard; editors and admins). */
export function newsletterAdminRoutes(newsletter: NewsletterHttpDeps) {
  const app = new OpenAPIHono({ defaultHook: rejectInvalidRequest });
  app.openapi(list, async (c) => {
    const [subscribers, cities] = await Promise.all([newsletter.subscribers(), newsletter.cities()]);
    const items = subscribers.map(({ id, email, cities: chosen, confirmedAt, lastUpdateMonth }) => ({
      id,
      email,
      cities: [...chosen],
      confirmedAt,
      lastUpdateMonth,
    }));
    return c.json({ items, cities: [...cities] }, 200);
  });
  app.openapi(preview, async (c) => {
    const { city } = c.req.valid('query');
    const known = await newsletter.cities();
    const match = known.find((name) => name.toLowerCase() === city.toLowerCase());
    if (match === undefined) return c.json({ error: `We have no market figures for ${city}` }, 404);
    return c.json(await newsletter.preview(match), 200);
  });
  app.openapi(send, async (c) => c.json(await newsletter.sendNow(), 200));
  return app;
}
