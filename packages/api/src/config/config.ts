import { join } from 'node:path';
import { z } from 'zod';
import { DEFAULT_DIGEST_HOUR, DEFAULT_MAIL_RETENTION_DAYS } from '@app/domain';
import { parseProxyTrust, type ProxyTrust } from '../http/proxy-trust.ts';
import {
  analyticsConfigOf,
  analyticsEnvironmentShape,
  checkAnalyticsPairs,
  type AnalyticsConfig,
} from './analytics-config.ts';
import { LOG_LEVELS, type LogLevel } from '../logging/logger.ts';
import { checkMailPair, mailConfigOf, mailEnvironmentShape, type MailConfig } from './mail-config.ts';

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const postgresUrl = z
  .string()
  .trim()
  .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// connection string');

/** An http(s) origin such as `https://www.example.com`, answered without a trailing slash; blank means unset. */
const siteOrigin = z
  .string()
  .trim()
  .transform((value, context) => {
    if (value === '') return undefined;
    const url = URL.canParse(value) ? new URL(value) : null;
    if (url === null || !/^https?:$/.test(url.protocol)) {
      context.addIssue({ code: 'custom', message: 'must be an http:// or https:// address' });
      return z.NEVER;
    }
    if (url.pathname !== '/' || url.search !== '' || url.hash !== '' || url.username !== '') {
      context.addIssue({
        code: 'custom',
        message: "must be the site's origin, such as https://www.example.com (no path, query or fragment)",
      });
      return z.NEVER;
    }
    return url.origin;
  })
  .optional();

/** A host name (`api-trestle.corelogic.com`, `127.0.0.1`): letters, digits, dots and hyphens, no scheme, port or path.
 * */
const HOST_NAME = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** A comma-separated list of host names, lower-cased; blank means unset. */
const hostNameList = z
  .string()
  .transform((value, context) => {
    const hosts = value
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter((host) => host !== '');
    const bad = hosts.filter((host) => !HOST_NAME.test(host));
    if (bad.length > 0) {
      context.addIssue({
        code: 'custom',
        message: `must be host names separated by commas, such as api-trestle.corelogic.com (not ${bad.join(', ')})`,
      });
      return z.NEVER;
    }
    return hosts.length === 0 ? undefined : [...new Set(hosts)];
  })
  .optional();

/** Whether a key is a Supabase service-role key: an `sb_secret_…` key, or a JWT whose role claim is service_role. */
function isServiceRoleKey(key: string): boolean {
  if (key.startsWith('sb_secret_')) return true;
  const payload = key.split('.')[1];
  if (key.split('.').length !== 3 || payload === undefined) return false;
  try {
    return (
      (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { role?: unknown }).role === 'service_role'
    );
  } catch {
    return false;
  }
}

/** The hosts MLS photos are fetched from when LISTING_PHOTO_HOSTS is not set: Trestle's media hosts (CoreLogic, now
 * Cotality). */
export const DEFAULT_LISTING_PHOTO_HOSTS: readonly string[] = [
  'api-trestle.corelogic.com',
  'api-prod.corelogic.com',
  'api.cotality.com',
];
/** The resized listing photos kept on disk when LISTING_PHOTO_CACHE_MAX_BYTES is not set: 512 MiB. */
const DEFAULT_PHOTO_CACHE_BYTES = 512 * 1024 * 1024;
const MIN_PHOTO_CACHE_BYTES = 1024 * 1024;

/**
 * The in-process caches' byte bounds when PAGE_CACHE_MAX_BYTES and MICRO_CACHE_MAX_BYTES are not
 * set. Pages are kept as brotli (gzip only once asked for), some 40 KB each: 16 MiB is about 400.
 */
const DEFAULT_PAGE_CACHE_MAX_BYTES = 16 * 1024 * 1024;
const DEFAULT_MICRO_CACHE_MAX_BYTES = 16 * 1024 * 1024;
const MIN_MEMORY_CACHE_BYTES = 1024 * 1024;

/** A memory cache's byte bound: 0 turns the cache off, anything else must be at least 1 MiB; blank means the default.
 * */
function memoryCacheBytes(defaultBytes: number) {
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.coerce
      .number({ error: 'must be a number of bytes' })
      .int({ error: 'must be a whole number of bytes' })
      .refine(
        (bytes) => bytes === 0 || bytes >= MIN_MEMORY_CACHE_BYTES,
        `must be 0 (off) or at least ${MIN_MEMORY_CACHE_BYTES} bytes (1 MiB)`,
      )
      .default(defaultBytes),
  );
}

/** The environment the server reads, validated once at start. */
const environmentSchema = z
  .object({
    PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
    ADMIN_EMAIL: z
      .string()
      .trim()
      .pipe(z.email({ error: 'must be an email address' }))
      .default('admin@palmetto.example'),
    ADMIN_PASSWORD: optionalText,
    AUTH_JWT_SECRET: optionalText.refine(
      (value) => value === undefined || value.length >= 32,
      'must be at least 32 characters',
    ),
    PREVIEW_LINK_SECRET: optionalText.refine(
      (value) => value === undefined || value.length >= 32,
      'must be at least 32 characters',
    ),
    HOST: z.string().trim().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().trim().min(1).default('./.data'),
    DATABASE_URL: postgresUrl.optional().or(z.literal('').transform(() => undefined)),
    SEED_LISTINGS: z.coerce.number().int().min(0).max(100_000).default(10_000),
    SUPABASE_URL: z
      .url({ protocol: /^https?$/ })
      .optional()
      .or(z.literal('').transform(() => undefined)),
    SUPABASE_ANON_KEY: optionalText,
    SUPABASE_SERVICE_ROLE_KEY: optionalText,
    TRESTLE_BASE_URL: z
      .url({ protocol: /^https$/ })
      .optional()
      .or(z.literal('').transform(() => undefined)),
    TRESTLE_CLIENT_ID: optionalText,
    TRESTLE_CLIENT_SECRET: optionalText,
    TRESTLE_SYNC_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
    TRESTLE_LOCAL_FIELDS_FILE: optionalText,
    FEMA_NFHL_URL: z
      .url({ protocol: /^https?$/ })
      .optional()
      .or(z.literal('').transform(() => undefined)),
    DEMO_FEED_MINUTES: z.coerce
      .number({ error: 'must be a number of minutes' })
      .min(0, 'must be 0 (off) or between 0.01 and 1440 minutes')
      .max(1440, 'must be 0 (off) or between 0.01 and 1440 minutes')
      .refine((minutes) => minutes === 0 || minutes >= 0.01, 'must be 0 (off) or between 0.01 and 1440 minutes')
      .default(10),
    DEMO_FEED_SPEED: z.coerce
      .number({ error: 'must be a number' })
      .min(1, 'must be between 1 and 100000 market days per day')
      .max(100_000, 'must be between 1 and 100000 market days per day')
      .default(1),
    ALERT_DIGEST_HOUR: z.coerce
      .number({ error: 'must be an hour of the day, 0 to 23' })
      .int('must be an hour of the day, 0 to 23')
      .min(0, 'must be an hour of the day, 0 to 23')
      .max(23, 'must be an hour of the day, 0 to 23')
      .default(DEFAULT_DIGEST_HOUR),
    MAIL_OUTBOX_RETENTION_DAYS: z.coerce
      .number({ error: 'must be a whole number of days, 1 to 3650' })
      .int('must be a whole number of days, 1 to 3650')
      .min(1, 'must be a whole number of days, 1 to 3650')
      .max(3650, 'must be a whole number of days, 1 to 3650')
      .default(DEFAULT_MAIL_RETENTION_DAYS),
    LISTINGS_SOLD_PUBLIC: z.enum(['true', 'false'], { error: 'must be true or false' }).default('true'),
    MAP_TILE_URL: z
      .string()
      .trim()
      .regex(/^https?:\/\/.+\{z\}.*\{x\}.*\{y\}/, 'must be a tile URL template with {z}, {x} and {y}')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    MAP_TILE_ATTRIBUTION: optionalText,
    SITE_URL: siteOrigin,
    LISTING_PHOTO_HOSTS: hostNameList,
    LISTING_PHOTO_CACHE_DIR: optionalText,
    LISTING_PHOTO_CACHE_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(MIN_PHOTO_CACHE_BYTES, `must be at least ${MIN_PHOTO_CACHE_BYTES} bytes (1 MiB)`)
      .default(DEFAULT_PHOTO_CACHE_BYTES),
    PAGE_CACHE_MAX_BYTES: memoryCacheBytes(DEFAULT_PAGE_CACHE_MAX_BYTES),
    MICRO_CACHE_MAX_BYTES: memoryCacheBytes(DEFAULT_MICRO_CACHE_MAX_BYTES),
    TRUST_PROXY: z
      .string()
      .optional()
      .transform((value, context) => {
        const trust = parseProxyTrust(value);
        if ('problem' in trust) {
          context.addIssue({ code: 'custom', message: trust.problem });
          return z.NEVER;
        }
        return trust;
      }),
    ...analyticsEnvironmentShape,
    ...mailEnvironmentShape,
    LOG_LEVEL: z.preprocess(
      (value) => (typeof value === 'string' ? value.trim().toLowerCase() || undefined : value),
      z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
    ),
  })
  .superRefine(
    (env, context) => {
      if (env.SUPABASE_URL !== undefined && env.SUPABASE_ANON_KEY === undefined)
        context.addIssue({
          code: 'custom',
          path: ['SUPABASE_ANON_KEY'],
          message: 'is required when SUPABASE_URL is set',
        });
      if (env.SUPABASE_ANON_KEY !== undefined && env.SUPABASE_URL === undefined)
        context.addIssue({
          code: 'custom',
          path: ['SUPABASE_URL'],
          message: 'is required when SUPABASE_ANON_KEY is set',
        });
      if (env.SUPABASE_URL !== undefined && env.SUPABASE_SERVICE_ROLE_KEY === undefined)
        context.addIssue({
          code: 'custom',
          path: ['SUPABASE_SERVICE_ROLE_KEY'],
          message: 'is required when SUPABASE_URL is set (sign-in and user management use Supabase Auth)',
        });
      if (env.SUPABASE_SERVICE_ROLE_KEY !== undefined && !isServiceRoleKey(env.SUPABASE_SERVICE_ROLE_KEY))
        context.addIssue({
          code: 'custom',
          path: ['SUPABASE_SERVICE_ROLE_KEY'],
          message:
            "must be the project's service_role key (an sb_secret_… key or a JWT whose role is service_role), not the anon key",
        });
      const trestle = [env.TRESTLE_CLIENT_ID, env.TRESTLE_CLIENT_SECRET].filter((value) => value !== undefined).length;
      if (trestle === 1)
        context.addIssue({
          code: 'custom',
          path: ['TRESTLE_CLIENT_SECRET'],
          message: 'TRESTLE_CLIENT_ID and TRESTLE_CLIENT_SECRET go together',
        });
      checkAnalyticsPairs(env, context);
      checkMailPair(env, context);
    },
    { when: () => true },
  );

/** The server's configuration. */
export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  /** Where the embedded database (PGlite) keeps its files; unused with a database URL. */
  readonly dataDir: string;
  readonly databaseUrl: string | undefined;
  /** How many demo listings a fresh database gets. */
  readonly seedListings: number;
  /** Supabase: data through PostgREST with the anon key and the user's token; sign-in through Supabase Auth; user
   * management with the service-role key. */
  readonly supabase: { readonly url: string; readonly anonKey: string; readonly serviceRoleKey: string } | undefined;
  /** CoreLogic Trestle replication; undefined keeps the generated demo listings. */
  readonly trestle:
    | {
        readonly baseUrl: string;
        readonly clientId: string;
        readonly clientSecret: string;
        readonly syncMinutes: number;
        /** A JSON file naming the board's local fields (docs/reso-local-fields.md); the default table without it. */
        readonly localFieldsFile?: string;
        /** FEMA's NFHL layer 28 query URL: listings without an MLS flood zone get FEMA's (off without it). */
        readonly floodZonesUrl?: string;
      }
    | undefined;
  /** The live demo feed (without Trestle, on the demo listings): a batch of the simulated MLS every `minutes`, its
   * market running `speed` times as fast as the real one; undefined (DEMO_FEED_MINUTES=0) keeps the demo still. */
  readonly demoFeed: { readonly minutes: number; readonly speed: number } | undefined;
  /** The hour (0–23, Florida time) the daily alert digests go out each morning, and the weekly ones on Mondays. */
  readonly alertDigestHour: number;
  /** How many days delivered mail stays in the mail outbox before the scheduled pruning deletes it. */
  readonly mailOutboxRetentionDays: number;
  /** Whether sold (Closed) listings may be shown publicly (the feed licence decides: IDX or VOW). */
  readonly closedListingsPublic: boolean;
  /** The map's tile server; undefined draws pins on a plain background (works offline). */
  readonly mapTiles: { readonly url: string; readonly attribution: string } | undefined;
  /** The public origin of the site (canonical links, Open Graph, sitemap); `http://localhost:{PORT}` unless SITE_URL is
   * set. */
  readonly siteUrl: string;
  /** Whether SITE_URL was set (a hosted site should set it: search engines must not see localhost). */
  readonly siteUrlSet: boolean;
  /** The first admin account, made on the first start when there is no account (password generated and printed when not
   * given). */
  readonly firstAdmin: { readonly email: string; readonly password: string | undefined };
  /** The key access tokens are signed with; undefined keeps one generated in the database. */
  readonly authJwtSecret: string | undefined;
  /** The key preview links are signed with; undefined derives one from the access-token key (ADR 0041). */
  readonly previewLinkSecret: string | undefined;
  /** The listing-photo resizer: the hosts it may fetch from, and where and how much it keeps on disk. */
  readonly listingPhotos: {
    readonly allowedHosts: readonly string[];
    readonly cacheDir: string;
    readonly cacheMaxBytes: number;
  };
  /** The byte bounds of the in-process caches of public answers: rendered pages and JSON (0 turns one off). */
  readonly memoryCaches: { readonly pageMaxBytes: number; readonly microMaxBytes: number };
  /** Which proxies are trusted to name the client in X-Forwarded-For (TRUST_PROXY): none unless set. */
  readonly proxyTrust: ProxyTrust;
  /** GA4 (Measurement Protocol) and Meta (Conversions API), each on when its id and secret are set. */
  readonly analytics: AnalyticsConfig;
  /** SMTP delivery (SMTP_URL, MAIL_FROM); undefined keeps every mail in mail_outbox and the log (issue 14). */
  readonly mail: MailConfig;
  /** The least severe level the server logs (LOG_LEVEL; `info` unless set, `silent` logs nothing). */
  readonly logLevel: LogLevel;
}

/** Where Trestle answers when TRESTLE_BASE_URL is not set. */
const DEFAULT_TRESTLE_BASE_URL = 'https://api-trestle.corelogic.com';

/** A configuration error naming every bad variable. */
export class ConfigError extends Error {
  constructor(problems: readonly string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads and validates the environment; throws a ConfigError listing every problem. */
export function loadConfig(env: Record<string, string | undefined>): ServerConfig {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const value = parsed.data;
  return {
    port: value.PORT,
    host: value.HOST,
    dataDir: value.DATA_DIR,
    databaseUrl: value.DATABASE_URL,
    seedListings: value.SEED_LISTINGS,
    supabase:
      value.SUPABASE_URL !== undefined &&
      value.SUPABASE_ANON_KEY !== undefined &&
      value.SUPABASE_SERVICE_ROLE_KEY !== undefined
        ? { url: value.SUPABASE_URL, anonKey: value.SUPABASE_ANON_KEY, serviceRoleKey: value.SUPABASE_SERVICE_ROLE_KEY }
        : undefined,
    trestle:
      value.TRESTLE_CLIENT_ID !== undefined && value.TRESTLE_CLIENT_SECRET !== undefined
        ? {
            baseUrl: value.TRESTLE_BASE_URL ?? DEFAULT_TRESTLE_BASE_URL,
            clientId: value.TRESTLE_CLIENT_ID,
            clientSecret: value.TRESTLE_CLIENT_SECRET,
            syncMinutes: value.TRESTLE_SYNC_MINUTES,
            ...(value.TRESTLE_LOCAL_FIELDS_FILE === undefined
              ? {}
              : { localFieldsFile: value.TRESTLE_LOCAL_FIELDS_FILE }),
          }
        : undefined,
    demoFeed:
      value.DEMO_FEED_MINUTES === 0 ? undefined : { minutes: value.DEMO_FEED_MINUTES, speed: value.DEMO_FEED_SPEED },
    alertDigestHour: value.ALERT_DIGEST_HOUR,
    mailOutboxRetentionDays: value.MAIL_OUTBOX_RETENTION_DAYS,
    closedListingsPublic: value.LISTINGS_SOLD_PUBLIC === 'true',
    firstAdmin: { email: value.ADMIN_EMAIL, password: value.ADMIN_PASSWORD },
    authJwtSecret: value.AUTH_JWT_SECRET,
    previewLinkSecret: value.PREVIEW_LINK_SECRET,
    mapTiles:
      value.MAP_TILE_URL !== undefined
        ? { url: value.MAP_TILE_URL, attribution: value.MAP_TILE_ATTRIBUTION ?? '© OpenStreetMap contributors' }
        : undefined,
    siteUrl: value.SITE_URL ?? `http://localhost:${value.PORT}`,
    siteUrlSet: value.SITE_URL !== undefined,
    listingPhotos: {
      allowedHosts: value.LISTING_PHOTO_HOSTS ?? DEFAULT_LISTING_PHOTO_HOSTS,
      cacheDir: value.LISTING_PHOTO_CACHE_DIR ?? join(value.DATA_DIR, 'photo-cache'),
      cacheMaxBytes: value.LISTING_PHOTO_CACHE_MAX_BYTES,
    },
    memoryCaches: { pageMaxBytes: value.PAGE_CACHE_MAX_BYTES, microMaxBytes: value.MICRO_CACHE_MAX_BYTES },
    proxyTrust: value.TRUST_PROXY,
    analytics: analyticsConfigOf(value),
    mail: mailConfigOf(value),
    logLevel: value.LOG_LEVEL,
  };
}
