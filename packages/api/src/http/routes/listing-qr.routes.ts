import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { listingPath, type AppServices } from '@app/domain';
import { renderSVG } from 'uqr';
import { errorSchema, listingIdSchema } from '../schemas/listing.schema.ts';
import { rejectInvalidRequest } from '../validation.ts';

/** A day: the code names the listing's address on the site, which changes only with SITE_URL. */
const QR_CACHE_CONTROL = 'public, max-age=86400';

/** The 404 message for a listing the public may not see. */
export const NO_QR_MESSAGE = 'There is no public listing with that MLS number';

const qrRoute = createRoute({
  method: 'get',
  path: '/api/listings/{listingId}/qr.svg',
  summary: "A QR code (SVG) of the listing's page on the site, for the printed brochure",
  request: { params: z.strictObject({ listingId: listingIdSchema }) },
  responses: {
    200: { description: 'The QR code', content: { 'image/svg+xml': { schema: z.string() } } },
    400: { description: 'Invalid MLS number', content: { 'application/json': { schema: errorSchema } } },
    404: { description: 'No such public listing', content: { 'application/json': { schema: errorSchema } } },
  },
});

/** The address a listing's QR code opens: its canonical page on the site's public origin. */
export function listingQrTarget(siteUrl: string, listingId: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${listingPath(listingId)}`;
}

/**
 * `GET /api/listings/{listingId}/qr.svg`: the QR code of a public listing's page, drawn by uqr (error correction M, a
 * 2-module quiet zone). The printed brochure loads it only when printed (`loading="lazy"` in a block hidden on
 * screen), so a property page makes no extra request on load.
 */
export function listingQrRoutes(services: Pick<AppServices, 'getListing'>, siteUrl: string) {
  return new OpenAPIHono({ defaultHook: rejectInvalidRequest }).openapi(qrRoute, async (c) => {
    const { listingId } = c.req.valid('param');
    const listing = await services.getListing(listingId);
    if (listing === null) return c.json({ error: NO_QR_MESSAGE }, 404);
    const svg = renderSVG(listingQrTarget(siteUrl, listing.ListingId), { ecc: 'M', border: 2 });
    return c.body(svg, 200, {
      'content-type': 'image/svg+xml; charset=utf-8',
      'cache-control': QR_CACHE_CONTROL,
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'",
    });
  });
}
