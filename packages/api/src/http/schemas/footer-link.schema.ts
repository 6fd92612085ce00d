import { z } from '@hono/zod-openapi';

/** A footer link as stored (table footer_links). */
export const footerLinkSchema = z
  .object({
    id: z.string().uuid(),
    enabled: z.boolean(),
    column: z.number().int(),
    link_text: z.string(),
    link_url: z.string(),
    sort_order: z.number().int().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .openapi('FooterLink');

/** The public footer answer: `{ data, error }`. */
export const footerLinksAnswerSchema = z
  .object({ data: z.array(footerLinkSchema), error: z.string().nullable() })
  .openapi('FooterLinksAnswer');
