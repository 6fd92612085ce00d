import type { ContactSubmission, NewContactSubmission, SiteLeadTopic } from './contact-submission.ts';

/** A lead the site makes from what a visitor did: who (their address), what kind, and what they did, in words. */
export interface SiteLead {
  readonly topic: SiteLeadTopic;
  readonly email: string;
  /** What happened, for the lead's activity, such as "Saved the search “Naples condos”". */
  readonly activity: string;
  /** The page it happened on. */
  readonly sourcePath: string;
}

/** One thing a site lead did, as its activity list shows it. */
export interface LeadActivity {
  readonly topic: SiteLeadTopic;
  readonly text: string;
  readonly at: string;
}

/** What reaches the inbox: a visitor's message, or a lead the site made. */
export type LeadInput =
  | { readonly kind: 'message'; readonly submission: NewContactSubmission }
  | { readonly kind: 'site'; readonly lead: SiteLead };

/** The lead after intake, and whether it is a new one (a site lead's later activity joins the person's lead). */
export interface LeadIntakeResult {
  readonly lead: ContactSubmission;
  readonly isNew: boolean;
}
