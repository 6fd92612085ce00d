import type { GeoPoint } from '../geo/geo.ts';
import type { OfficeHours } from './office-hours.ts';

/** Links to the team's social profiles shown in the footer. */
export interface SocialLinks {
  readonly facebook: string;
  readonly instagram: string;
  readonly linkedin: string;
  readonly youtube: string;
}

/** Site-wide settings: who the team is and how to reach it. */
export interface SiteSettings {
  /** The team's name as shown, e.g. "The Palmetto Team". */
  readonly teamName: string;
  /** The team's name in paths: `/resources/{teamSlug}-articles`. */
  readonly teamSlug: string;
  readonly brokerageName: string;
  /** The office whose listings are the featured listings. */
  readonly officeMlsId: string;
  readonly phone: string;
  readonly email: string;
  readonly streetAddress: string;
  readonly city: string;
  readonly stateOrProvince: string;
  readonly postalCode: string;
  readonly social: SocialLinks;
  /** When the office is open (the contact page and the search engines' business data); empty when not published. */
  readonly officeHours: readonly OfficeHours[];
  /** Where the office is on a map; null when not published. */
  readonly location: GeoPoint | null;
}

/** The path of the team's own article list. */
export function teamArticlesPath(settings: Pick<SiteSettings, 'teamSlug'>): string {
  return `/resources/${settings.teamSlug}-articles`;
}

/**
 * The phone number as a tel: link target: digits only, after a + when the number starts with one;
 * a US number without its country code (ten digits, or eleven starting with 1) gets +1.
 */
export function phoneHref(phone: string): string {
  return `tel:${e164(phone)}`;
}

function e164(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (phone.trim().startsWith('+')) return `+${digits}`;
  return `+${digits.length === 11 && digits.startsWith('1') ? digits : `1${digits}`}`;
}

/**
 * A text message to the phone number as an sms: link target, with the message already written (`sms:+1…?body=…`,
 * the form both iOS and Android phones read).
 */
export function smsHref(phone: string, body: string): string {
  return `sms:${e164(phone)}?body=${encodeURIComponent(body)}`;
}
