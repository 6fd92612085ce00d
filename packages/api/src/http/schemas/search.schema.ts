import { z } from '@hono/zod-openapi';
import { FLAG_PARAMS, NUMBER_PARAMS, TEXT_PARAMS } from '@app/domain';

const optionalText = (description: string) => z.string().optional().openapi({ description });

/**
 * The search filters as query parameters, for the OpenAPI document. Values are checked by the
 * domain's `parseListingSearch` (one rule set for the page and the API), not by this schema.
 */
export const listingSearchQuerySchema = z
  .object({
    ...Object.fromEntries(
      Object.values(TEXT_PARAMS).map((rule) => [
        rule.param,
        optionalText(`text, at most ${rule.maxLength} characters`),
      ]),
    ),
    ...Object.fromEntries(
      Object.values(NUMBER_PARAMS).map((rule) => [
        rule.param,
        optionalText(`${rule.label}: ${rule.min} to ${rule.max}`),
      ]),
    ),
    ...Object.fromEntries(
      Object.values(FLAG_PARAMS).map((param) => [param, optionalText('1 to keep only such listings')]),
    ),
    status: optionalText('comma-separated: active, under-contract, coming-soon, pending, closed'),
    sort: optionalText('newest, price-desc, price-asc, reduced, largest or monthly-cost-asc'),
    page: optionalText('page number from 1'),
    bounds: optionalText('map area: south,west,north,east'),
    polygon: optionalText('drawn area: lat,lng corners joined by _'),
  })
  .openapi('ListingSearchQuery');

const summarySchema = z.object({}).passthrough().openapi('ListingSummary');

/** One page of search results. */
export const searchResultsSchema = z
  .object({
    listings: z.array(summarySchema),
    total: z.number(),
    page: z.number(),
    pageSize: z.number(),
    pageCount: z.number(),
  })
  .openapi('SearchResults');
