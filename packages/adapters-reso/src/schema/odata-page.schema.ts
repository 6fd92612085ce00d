import { z } from 'zod';

/**
 * One page of an OData collection answer. Records stay `unknown` here: each is validated on its
 * own, so one bad record costs that record only, while a bad envelope fails the page.
 */
export const odataPageSchema = z.object({
  '@odata.context': z.string().optional(),
  '@odata.count': z.number().optional(),
  '@odata.nextLink': z.string().min(1).optional(),
  value: z.array(z.unknown()),
});

/** A page of an OData collection answer. */
export type ODataPage = z.infer<typeof odataPageSchema>;

/** A record of a key-only query (`$select=ListingKey`). */
export const listingKeyRecordSchema = z.object({ ListingKey: z.string().trim().min(1) });
