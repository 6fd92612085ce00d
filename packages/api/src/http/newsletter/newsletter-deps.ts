import type { MarketUpdateReport, NewsletterSignUp, NewsletterSubscriber } from '@app/domain';

/** What the newsletter's routes call (composed in `newsletter-composition.ts`). */
export interface NewsletterHttpDeps {
  readonly signUp: (input: NewsletterSignUp) => Promise<void>;
  readonly confirm: (token: string) => Promise<NewsletterSubscriber | null>;
  readonly unsubscribe: (token: string) => Promise<NewsletterSubscriber | null>;
  /** The areas that can be chosen. */
  readonly cities: () => Promise<readonly string[]>;
  /** The confirmed subscribers (admin). */
  readonly subscribers: () => Promise<NewsletterSubscriber[]>;
  /** The update mail of a city, rendered (admin). */
  readonly preview: (city: string) => Promise<{ subject: string; html: string; text: string }>;
  /** Queues this month's update to every confirmed subscriber not sent it yet (admin). */
  readonly sendNow: () => Promise<MarketUpdateReport>;
}
