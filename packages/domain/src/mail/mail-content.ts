/** A home as an e-mail shows it (alerts and the newsletter): photo, price, address, beds and baths, a link. */
export interface MailListingCard {
  /** The property page on the site. */
  readonly url: string;
  /** An absolute address of a photo; null shows none. */
  readonly photoUrl: string | null;
  /** The list price in US dollars. */
  readonly price: number;
  readonly address: string;
  readonly beds: number | null;
  readonly baths: number | null;
  /** What happened, e.g. "Price reduced" or "New listing"; null shows none. */
  readonly note: string | null;
  /** When it happened (an instant, shown as a date in the office's time zone); null shows none. */
  readonly changedAt: string | null;
}

/** A titled block of figures with a few sentences (a city of the newsletter's market update). */
export interface MailSection {
  readonly heading: string;
  readonly paragraphs: readonly string[];
  /** Label, value and how it moved (null: nothing to compare with). */
  readonly figures: readonly { readonly label: string; readonly value: string; readonly change: string | null }[];
}

/**
 * What an e-mail says, for the templates to lay out (the shared layout adds the team's name, the office address and,
 * when `unsubscribeUrl` is set, the unsubscribe footer).
 */
export interface MailContent {
  /** The line inboxes show after the subject. */
  readonly preview: string;
  readonly heading: string;
  readonly paragraphs: readonly string[];
  /** The one button of the mail, such as "Choose a new password". */
  readonly action?: { readonly label: string; readonly url: string };
  /** Paragraphs after the button. */
  readonly closing?: readonly string[];
  readonly listings?: readonly MailListingCard[];
  /** Blocks of figures after the paragraphs (the newsletter's market update). */
  readonly sections?: readonly MailSection[];
  /** The one-click unsubscribe page (alerts and the newsletter). */
  readonly unsubscribeUrl?: string;
}
