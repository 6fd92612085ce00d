import type { ValidationIssue } from '../errors/domain-error.ts';

/**
 * Where a newsletter address is in the double opt-in (ADR 0032): `pending` until its confirmation link is used,
 * `confirmed` (the only state that is ever sent a newsletter), `unsubscribed` after its one-click link.
 */
export const NEWSLETTER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];

/** An address that asked for the monthly market update. */
export interface NewsletterSubscriber {
  readonly id: string;
  readonly email: string;
  /** The areas of interest: cities of the market metrics, as the listing data spells them. */
  readonly cities: readonly string[];
  readonly status: NewsletterStatus;
  readonly createdAt: string;
  readonly confirmedAt: string | null;
  readonly unsubscribedAt: string | null;
  /** The last month (`YYYY-MM`, office time) a market update was sent to it; null before the first. */
  readonly lastUpdateMonth: string | null;
  /** The secret of its one-click unsubscribe link (random, never shown to the team). */
  readonly unsubscribeToken: string;
}

/** What the sign-up form sends. */
export interface NewsletterSignUp {
  readonly email: string;
  readonly cities: readonly string[];
  /** The visitor agreed to the consent wording. */
  readonly consent: boolean;
}

/** How long a confirmation link works. */
export const NEWSLETTER_CONFIRM_HOURS = 48;
/** The longest address kept (as the contact form). */
export const NEWSLETTER_EMAIL_MAX = 254;

/** The consent the form shows beside its box, and the mails repeat. */
export const NEWSLETTER_CONSENT =
  'Send me the monthly market update for the areas I chose. I can unsubscribe at any time with one click in any of these e-mails.';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/**
 * The sign-up as kept: the address trimmed and in lower case, each chosen city in the market data's spelling (any
 * letter case matches), once, in the order of `knownCities`.
 */
export function normalizeNewsletterSignUp(input: NewsletterSignUp, knownCities: readonly string[]): NewsletterSignUp {
  const chosen = new Set(input.cities.map((city) => city.trim().toLowerCase()));
  return {
    email: input.email.trim().toLowerCase(),
    cities: knownCities.filter((city) => chosen.has(city.toLowerCase())),
    consent: input.consent,
  };
}

/** Every problem with a sign-up, worded for the form (cities not in `knownCities` are named). */
export function newsletterSignUpIssues(input: NewsletterSignUp, knownCities: readonly string[]): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const email = input.email.trim();
  if (!EMAIL.test(email) || email.length > NEWSLETTER_EMAIL_MAX)
    issues.push({ field: 'email', message: 'Please enter a valid email address' });
  const known = new Set(knownCities.map((city) => city.toLowerCase()));
  const unknown = input.cities.filter((city) => !known.has(city.trim().toLowerCase()));
  if (input.cities.length === 0) issues.push({ field: 'cities', message: 'Choose at least one area' });
  else if (unknown.length > 0)
    issues.push({ field: 'cities', message: `We have no market figures for ${unknown.slice(0, 3).join(', ')}` });
  if (!input.consent) issues.push({ field: 'consent', message: 'Please agree to receive the market update' });
  return issues;
}

/** Whether a subscriber may be sent the update of `month`: confirmed, and not yet sent that month's. */
export function mayReceiveUpdate(subscriber: NewsletterSubscriber, month: string): boolean {
  return (
    subscriber.status === 'confirmed' && (subscriber.lastUpdateMonth === null || subscriber.lastUpdateMonth < month)
  );
}
