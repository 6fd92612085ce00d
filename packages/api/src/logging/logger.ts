import { pino, type DestinationStream, type Logger } from 'pino';
import type { Logger as DomainLogger } from '@app/domain';
import { describeError } from './log-safety.ts';

/** The levels LOG_LEVEL accepts, most to least severe; `silent` logs nothing. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** What a redacted value is written as. */
export const REDACTED = '[redacted]';

/**
 * Field names whose values are secrets (or a person's address) wherever they sit in a logged object
 * (top level or one object down).
 */
const SECRET_FIELDS = [
  'password',
  'newPassword',
  'currentPassword',
  'token',
  'accessToken',
  'access_token',
  'refreshToken',
  'refresh_token',
  'code',
  'secret',
  'apiKey',
  'apikey',
  'anonKey',
  'serviceRoleKey',
  'clientSecret',
  'authorization',
  'cookie',
  '["set-cookie"]',
  'email',
] as const;

/** Headers that carry credentials, in any headers object a logged value holds (`req.headers`, `res.headers`…). */
const SECRET_HEADERS = ['authorization', 'cookie', '["set-cookie"]', '["x-api-key"]', 'apikey'] as const;

/**
 * The paths pino redacts (fast-redact syntax): every secret field at the top level and one level
 * down, credential headers of any headers object one or two levels down, and a mail's recipients
 * and text (a mail's body holds e-mail addresses and the reset or invitation link with its code).
 */
export const REDACTED_PATHS: readonly string[] = [
  ...SECRET_FIELDS.flatMap((field) => [field, `*${dot(field)}`]),
  ...SECRET_HEADERS.flatMap((header) => [`headers${dot(header)}`, `*.headers${dot(header)}`]),
  ...['to', 'cc', 'bcc', 'text', 'html', 'body'].flatMap((field) => [`mail.${field}`, `*.mail.${field}`]),
];

function dot(field: string): string {
  return field.startsWith('[') ? field : `.${field}`;
}

/**
 * An e-mail address in free text (a message, a mail body quoted in one). The mailbox starts where
 * a run of mailbox characters starts and is at most 64 of them (RFC 5321): without both, a long
 * path of letters made the search quadratic (90 s for 200,000 letters); with them it is linear.
 */
const EMAIL_ADDRESS =
  /(?<![\w.!#$%&'*+/=?^`{|}~-])[\w.!#$%&'*+/=?^`{|}~-]{1,64}@([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+)/gi;

/**
 * Text with each e-mail address's mailbox hidden and its domain kept (`***@example.com`): messages
 * are free text no redact path reaches, and an address names a person.
 */
export function maskEmailAddresses(text: string): string {
  return text.replace(EMAIL_ADDRESS, (_address, domain: string) => `***@${domain}`);
}

/**
 * The server's logger: pino, one JSON object per line (`level` as its name, `time` in ISO 8601,
 * `msg`), at `level`, written to `destination` (stdout by default). Secrets are redacted by path
 * (REDACTED_PATHS) from every object logged, and e-mail addresses are masked in every string
 * argument (messages and their interpolated values). JSON escapes CR, LF and every control
 * character, so no logged value can start a forged line; values quoted inside a message still go
 * through `loggable` (log-safety.ts), which also escapes U+2028 and U+2029.
 */
export function createLogger(options: { readonly level?: LogLevel; readonly destination?: DestinationStream } = {}) {
  return pino(
    {
      level: options.level ?? 'info',
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: [...REDACTED_PATHS], censor: REDACTED },
      // An error is logged as describeError writes it: never its own properties (statement parameters, bodies, tokens).
      serializers: { err: describeError, error: describeError },
      hooks: {
        logMethod(args, method) {
          const masked = args.map((arg: unknown) => (typeof arg === 'string' ? maskEmailAddresses(arg) : arg));
          method.apply(this, masked as Parameters<typeof method>);
        },
      },
    },
    options.destination ?? pino.destination({ dest: 1, sync: true }),
  );
}

export type AppLogger = Logger<never, boolean>;

let active: AppLogger = createLogger();

/** The process's logger (main.ts sets it from LOG_LEVEL once the configuration is read). */
export function appLog(): AppLogger {
  return active;
}

/** Makes `logger` the process's logger and answers the one it replaces (main.ts, tests capturing the log). */
export function useAppLog(logger: AppLogger): AppLogger {
  const previous = active;
  active = logger;
  return previous;
}

/** Logs a failure at level error: the message (written by us) and, as `err`, the error as describeError shows it. */
export function logFailure(message: string, error: unknown): void {
  appLog().error({ err: error }, message);
}

/** Logs a failure the server recovers from (level warn): as logFailure. */
export function logRecovered(message: string, error: unknown): void {
  appLog().warn({ err: error }, message);
}

/** The domain's Logger port (background work: replication, its schedule, the Trestle client) on the app's logger. */
export function domainLogger(): DomainLogger {
  return {
    info: (message, details) => appLog().info(details ?? {}, message),
    warn: (message, details) => appLog().warn(details ?? {}, message),
    error: (message, details) => appLog().error(details ?? {}, message),
  };
}
