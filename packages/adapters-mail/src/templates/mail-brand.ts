import { LOCAL_TIME_ZONE, type SiteSettings } from '@app/domain';

/** Who sends the mail, as every e-mail's layout shows it (CAN-SPAM: the sender's name and postal address). */
export interface MailBrand {
  readonly teamName: string;
  readonly brokerageName: string;
  /** The office's postal address on one line. */
  readonly officeAddress: string;
  /** The site's origin, for the footer's link. */
  readonly siteUrl: string;
  /** The office's time zone: every date in a mail is a date there. */
  readonly timeZone: string;
}

/** The brand of the site settings (team name, office address) on the site's origin, dates in the office's zone. */
export function mailBrandOf(settings: SiteSettings, siteUrl: string): MailBrand {
  const cityLine = [settings.city, [settings.stateOrProvince, settings.postalCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return {
    teamName: settings.teamName,
    brokerageName: settings.brokerageName,
    officeAddress: [settings.streetAddress, cityLine].filter(Boolean).join(', '),
    siteUrl,
    timeZone: LOCAL_TIME_ZONE,
  };
}

/** An instant as a date in the office's time zone, such as "Nov 26, 2026". */
export function officeDate(instant: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'short', day: 'numeric' }).format(
    new Date(instant),
  );
}
