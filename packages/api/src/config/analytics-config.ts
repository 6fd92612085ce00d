import { z } from 'zod';

const blankAsUnset = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const text = z.preprocess(blankAsUnset, z.string().trim().optional());
const endpoint = z.preprocess(
  blankAsUnset,
  z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' })
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
);

/** The environment variables of the analytics destinations (all optional: with none set, nothing leaves the site). */
export const analyticsEnvironmentShape = {
  GA_MEASUREMENT_ID: z.preprocess(
    blankAsUnset,
    z
      .string()
      .trim()
      .regex(/^G-[A-Z0-9]{4,20}$/, 'must be a GA4 measurement id such as G-ABC123XYZ9 (Admin → Data streams)')
      .optional(),
  ),
  GA_API_SECRET: text,
  GA_COLLECT_URL: endpoint,
  META_PIXEL_ID: z.preprocess(
    blankAsUnset,
    z
      .string()
      .trim()
      .regex(/^\d{6,20}$/, 'must be the pixel (dataset) id: digits only')
      .optional(),
  ),
  META_CAPI_TOKEN: text,
  META_CAPI_URL: endpoint,
};

type AnalyticsEnvironment = {
  readonly [key in keyof typeof analyticsEnvironmentShape]?: string | undefined;
};

/** Where page views and product events go besides our own count; undefined: that destination is off. */
export interface AnalyticsConfig {
  readonly ga4:
    { readonly measurementId: string; readonly apiSecret: string; readonly collectUrl: string | undefined } | undefined;
  readonly meta:
    { readonly pixelId: string; readonly accessToken: string; readonly capiUrl: string | undefined } | undefined;
}

/** The variables that only work together: each pair is set whole or not at all. */
const PAIRS = [
  ['GA_MEASUREMENT_ID', 'GA_API_SECRET'],
  ['META_PIXEL_ID', 'META_CAPI_TOKEN'],
] as const;

/** Adds an issue for each pair of analytics variables set by half. */
export function checkAnalyticsPairs(env: AnalyticsEnvironment, context: z.RefinementCtx): void {
  for (const [first, second] of PAIRS)
    if ((env[first] === undefined) !== (env[second] === undefined))
      context.addIssue({
        code: 'custom',
        path: [env[first] === undefined ? first : second],
        message: `${first} and ${second} go together`,
      });
}

/** The analytics destinations the validated environment turns on. */
export function analyticsConfigOf(env: AnalyticsEnvironment): AnalyticsConfig {
  return {
    ga4:
      env.GA_MEASUREMENT_ID !== undefined && env.GA_API_SECRET !== undefined
        ? { measurementId: env.GA_MEASUREMENT_ID, apiSecret: env.GA_API_SECRET, collectUrl: env.GA_COLLECT_URL }
        : undefined,
    meta:
      env.META_PIXEL_ID !== undefined && env.META_CAPI_TOKEN !== undefined
        ? { pixelId: env.META_PIXEL_ID, accessToken: env.META_CAPI_TOKEN, capiUrl: env.META_CAPI_URL }
        : undefined,
  };
}
