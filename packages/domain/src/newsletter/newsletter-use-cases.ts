import { ValidationError } from '../errors/domain-error.ts';
import type { Mailer } from '../mail/mailer.port.ts';
import type { Clock } from '../shared/clock.port.ts';
import {
  NEWSLETTER_CONFIRM_HOURS,
  newsletterSignUpIssues,
  normalizeNewsletterSignUp,
  type NewsletterSignUp,
  type NewsletterSubscriber,
} from './newsletter-subscriber.ts';
import type { NewsletterSubscribers } from './newsletter-subscribers.port.ts';
import { newsletterConfirmationMail, newsletterConfirmUrl } from './newsletter-mails.ts';

/** What the sign-up, confirmation and unsubscribe use cases run over. */
export interface NewsletterDeps {
  readonly subscribers: NewsletterSubscribers;
  readonly mailer: Mailer;
  readonly clock: Clock;
  /** The public origin of the site (SITE_URL), for the links in the mails. */
  readonly siteUrl: string;
  /** A new unguessable token (32–64 URL-safe characters). */
  readonly newToken: () => string;
  /** The one-way hash a confirmation token is kept as. */
  readonly hashToken: (token: string) => string;
  /** The areas that can be chosen: the cities of the market metrics. */
  readonly cities: () => Promise<readonly string[]>;
  /** Told of each address confirmed for the first time (or again after unsubscribing): the lead intake. */
  readonly confirmedSignUp?: (subscriber: NewsletterSubscriber) => Promise<void>;
}

/**
 * A sign-up (double opt-in, ADR 0032): checked (ValidationError naming each problem), kept as a pending request with
 * a hashed link token that expires, and a confirmation mail sent. Whether the address was already known changes
 * neither the answer nor the mail, so the form never tells who subscribes.
 */
export function createNewsletterSignUp(deps: NewsletterDeps) {
  return async (input: NewsletterSignUp): Promise<void> => {
    const cities = await deps.cities();
    const issues = newsletterSignUpIssues(input, cities);
    if (issues.length > 0) throw new ValidationError(issues);
    const signUp = normalizeNewsletterSignUp(input, cities);
    const token = deps.newToken();
    const now = deps.clock.now();
    await deps.subscribers.request({
      email: signUp.email,
      cities: signUp.cities,
      tokenHash: deps.hashToken(token),
      expiresAt: new Date(now + NEWSLETTER_CONFIRM_HOURS * 3_600_000).toISOString(),
      unsubscribeToken: deps.newToken(),
      at: new Date(now).toISOString(),
    });
    await deps.mailer.send(
      newsletterConfirmationMail(signUp.email, signUp.cities, newsletterConfirmUrl(deps.siteUrl, token)),
    );
  };
}

/** Uses a confirmation link: the subscriber, or null for an unknown, used or expired link. A first confirmation is a
 * lead. */
export function createConfirmNewsletter(deps: NewsletterDeps) {
  return async (token: string): Promise<NewsletterSubscriber | null> => {
    const done = await deps.subscribers.confirm(deps.hashToken(token), new Date(deps.clock.now()).toISOString());
    if (done === null) return null;
    if (done.newlyConfirmed && deps.confirmedSignUp !== undefined) await deps.confirmedSignUp(done.subscriber);
    return done.subscriber;
  };
}

/** The one-click unsubscribe: the subscriber now unsubscribed, or null for an unknown token. */
export function createNewsletterUnsubscribe(deps: Pick<NewsletterDeps, 'subscribers' | 'clock'>) {
  return (token: string): Promise<NewsletterSubscriber | null> =>
    deps.subscribers.unsubscribe(token, new Date(deps.clock.now()).toISOString());
}
