import { z } from 'zod';

/** One flood hazard zone polygon's attributes, as layer 28 (S_FLD_HAZ_AR) of the NFHL answers them. */
const featureSchema = z.object({
  attributes: z.object({
    FLD_ZONE: z.string().nullish(),
    ZONE_SUBTY: z.string().nullish(),
    SFHA_TF: z.string().nullish(),
    STATIC_BFE: z.number().nullish(),
  }),
});

/** A query answer: the zone polygons at the point (none outside mapped areas). */
export const nfhlQueryAnswerSchema = z.object({ features: z.array(featureSchema) });

/** ArcGIS REST's error answer (sent with HTTP 200). */
export const arcgisErrorSchema = z.object({
  error: z.object({ code: z.number().optional(), message: z.string().optional() }),
});

export type NfhlFeature = z.infer<typeof featureSchema>;
