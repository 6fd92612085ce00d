import { LEAD_ACTIVITY_MAX, type LeadIntake } from '../contact/lead-intake.ts';
import type { LeadIntakeResult } from '../contact/site-lead.ts';
import type { NewsletterSubscriber } from '../newsletter/newsletter-subscriber.ts';
import type { SavedSearch } from './saved-search.ts';
import type { Visitor } from './visitor-auth.port.ts';

/** How recently an account made by a sign-in link counts as new when the link is used (it is made on first use). */
export const NEW_ACCOUNT_WINDOW_MS = 60_000;

const cut = (text: string) => (text.length > LEAD_ACTIVITY_MAX ? `${text.slice(0, LEAD_ACTIVITY_MAX - 1)}…` : text);

/**
 * What visitors do that makes (or adds to) a lead, each through the one lead intake (issue 14 part 8): a new account,
 * a saved search, a saved home, a home viewed while signed in, a confirmed newsletter sign-up. One person is one
 * lead; each is its activity.
 */
export function createVisitorLeads(intake: LeadIntake) {
  return {
    accountMade: (visitor: Visitor): Promise<LeadIntakeResult> =>
      intake({
        kind: 'site',
        lead: { topic: 'account', email: visitor.email, activity: 'Made an account', sourcePath: '/account/sign-in' },
      }),
    searchSaved: (visitor: Visitor, search: SavedSearch): Promise<LeadIntakeResult> =>
      intake({
        kind: 'site',
        lead: {
          topic: 'saved-search',
          email: visitor.email,
          activity: cut(`Saved the search “${search.name}” (alerts: ${search.alertFrequency})`),
          sourcePath: search.view === 'map' ? '/search/map' : '/search',
        },
      }),
    homeSaved: (visitor: Visitor, listingId: string): Promise<LeadIntakeResult> =>
      intake({
        kind: 'site',
        lead: {
          topic: 'account',
          email: visitor.email,
          activity: cut(`Saved the home ${listingId}`),
          sourcePath: `/properties/${listingId}`.slice(0, 500),
        },
      }),
    homeViewed: (visitor: Visitor, listingId: string): Promise<LeadIntakeResult> =>
      intake({
        kind: 'site',
        lead: {
          topic: 'account',
          email: visitor.email,
          activity: cut(`Viewed the home ${listingId}`),
          sourcePath: `/properties/${listingId}`.slice(0, 500),
        },
      }),
    newsletterConfirmed: (subscriber: NewsletterSubscriber): Promise<LeadIntakeResult> =>
      intake({
        kind: 'site',
        lead: {
          topic: 'newsletter',
          email: subscriber.email,
          activity: cut(`Confirmed the market update for ${subscriber.cities.join(', ')}`),
          sourcePath: '/newsletter',
        },
      }),
  };
}

export type VisitorLeads = ReturnType<typeof createVisitorLeads>;

/** Whether a visitor signed in by a link was made by it just now (`at` is the time of the exchange). */
export function isNewAccount(visitor: Visitor, at: number): boolean {
  return at - Date.parse(visitor.createdAt) <= NEW_ACCOUNT_WINDOW_MS;
}
