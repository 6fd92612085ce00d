import { z } from '@hono/zod-openapi';
import { AD_CLICK_IDS } from '@app/domain';

/**
 * Where a lead came from, as the browser read the visit's first page: campaign tags, which ad click id it carried,
 * the referring site and the landing page (kept only with the lead; lengths and the path are checked by the domain).
 */
export const leadAttributionSchema = z
  .object({
    source: z.string().nullable(),
    medium: z.string().nullable(),
    campaign: z.string().nullable(),
    referrerHost: z.string().nullable(),
    landingPath: z.string().nullable(),
    clickId: z.enum(AD_CLICK_IDS, { error: `must be one of ${AD_CLICK_IDS.join(', ')}` }).nullable(),
  })
  .openapi('LeadAttribution');
