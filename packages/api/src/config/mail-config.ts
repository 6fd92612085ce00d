import { z } from 'zod';

const blankAsUnset = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const SMTP_URL_EXAMPLE = 'smtp://user:password@smtp.example.com:587 or smtps://user:password@smtp.example.com:465';

/** An smtp:// or smtps:// URL with a host (user name and password optional, percent-encoded). */
const smtpUrl = z.preprocess(
  blankAsUnset,
  z
    .string()
    .trim()
    .refine((value) => {
      const url = URL.canParse(value) ? new URL(value) : null;
      return url !== null && (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '';
    }, `must be an SMTP server address such as ${SMTP_URL_EXAMPLE}`)
    .optional(),
);

/** `address@example.com` or `Name <address@example.com>`, on one line (a header must not start another). */
const MAIL_FROM_FORMAT = /^(?:([^<>\r\n]*?)\s*<([^<>\s]+)>|([^<>\s]+))$/;

const mailFrom = z.preprocess(
  blankAsUnset,
  z
    .string()
    .trim()
    .refine((value) => {
      const match = MAIL_FROM_FORMAT.exec(value);
      const address = match?.[2] ?? match?.[3];
      return address !== undefined && z.email().safeParse(address).success;
    }, 'must be an e-mail address, or a name and an address such as Palmetto Realty Group <listings@example.com>')
    .optional(),
);

/** The environment variables of real mail delivery (both unset: mail stays in the outbox). */
export const mailEnvironmentShape = { SMTP_URL: smtpUrl, MAIL_FROM: mailFrom };

type MailEnvironment = { readonly SMTP_URL?: string | undefined; readonly MAIL_FROM?: string | undefined };

/** SMTP delivery: the server and the sender of every mail; undefined keeps mail in the outbox and the log. */
export type MailConfig = { readonly smtpUrl: string; readonly from: string } | undefined;

/** Adds an issue when SMTP_URL is set without MAIL_FROM (a sender the SMTP server may send as must be chosen). */
export function checkMailPair(env: MailEnvironment, context: z.RefinementCtx): void {
  if (env.SMTP_URL !== undefined && env.MAIL_FROM === undefined)
    context.addIssue({
      code: 'custom',
      path: ['MAIL_FROM'],
      message:
        'is required when SMTP_URL is set: the sender of every mail, such as Palmetto Realty Group <listings@example.com>',
    });
}

export function mailConfigOf(env: MailEnvironment): MailConfig {
  return env.SMTP_URL !== undefined && env.MAIL_FROM !== undefined
    ? { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM }
    : undefined;
}
