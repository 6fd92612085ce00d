import type { ValidationIssue } from '../errors/domain-error.ts';

/**
 * Where a lead came from, as the visitor's first page of the visit said it: the campaign tags of its address
 * (`utm_*`), an ad click id, the site that linked to it and the page itself. Kept with the lead only (no cookie, no
 * storage: the browser holds it in memory for the visit).
 */
export interface LeadAttribution {
  readonly source: string | null;
  readonly medium: string | null;
  readonly campaign: string | null;
  /** The host of the page that linked to the site (another site's only). */
  readonly referrerHost: string | null;
  /** The first page of the visit: its path, without query or fragment. */
  readonly landingPath: string | null;
  /** Which ad network's click id the landing address carried (the id itself is not kept). */
  readonly clickId: AdClickId | null;
}

/** Ad click ids that mark a paid visit: Google Ads, Microsoft Ads, Meta. */
export const AD_CLICK_IDS = ['gclid', 'msclkid', 'fbclid'] as const;
export type AdClickId = (typeof AD_CLICK_IDS)[number];

/** How leads are grouped by source, after GA4's default channel groups; `unknown` for leads from before it was kept. */
export const LEAD_CHANNELS = [
  'paid-search',
  'paid-social',
  'organic-search',
  'social',
  'email',
  'referral',
  'direct',
  'unknown',
] as const;
export type LeadChannel = (typeof LEAD_CHANNELS)[number];

export const LEAD_CHANNEL_LABELS: Readonly<Record<LeadChannel, string>> = {
  'paid-search': 'Paid search',
  'paid-social': 'Paid social',
  'organic-search': 'Search engines',
  social: 'Social media',
  email: 'E-mail',
  referral: 'Other sites',
  direct: 'Direct',
  unknown: 'Not recorded',
};

/** The longest value kept for each text of an attribution. */
export const ATTRIBUTION_MAX_LENGTH = 200;

const SEARCH_ENGINES =
  /(^|\.)(google|bing|duckduckgo|yahoo|ecosia|baidu|yandex|startpage)\.[a-z.]+$|(^|\.)search\.brave\.com$/;
const SOCIAL_SITES =
  /(^|\.)(facebook|fb|instagram|messenger|linkedin|lnkd|twitter|x|t|pinterest|reddit|tiktok|youtube|nextdoor|threads)\.(com|co|net|in|it)$/;
const PAID_MEDIUM = /^(.*cp.*|ppc|retargeting|paid.*)$/;
const EMAIL_MEDIUM = /^(e[-_ ]?mail|newsletter)$/;
const SOCIAL_MEDIUM = /^(social|social[-_ ]network|social[-_ ]media|sm)$/;

const isSearchEngine = (host: string | null) => host !== null && SEARCH_ENGINES.test(host);
const isSocialSite = (host: string | null) => host !== null && SOCIAL_SITES.test(host);

/** The source tag as a host-like name, so "google" and "www.google.com" are both a search engine. */
const asHost = (source: string | null) => (source === null ? null : source.includes('.') ? source : `${source}.com`);

/**
 * The channel of a lead from its attribution (null: none was sent, a lead from before attribution was kept):
 * a click id or a paid medium first, then e-mail, then the tags' or the referrer's kind of site, then direct.
 */
export function leadChannel(attribution: LeadAttribution | null): LeadChannel {
  if (attribution === null) return 'unknown';
  const medium = attribution.medium ?? '';
  const sourceHost = asHost(attribution.source);
  const social = isSocialSite(sourceHost) || isSocialSite(attribution.referrerHost);
  const paid = attribution.clickId !== null || PAID_MEDIUM.test(medium);
  if (paid) return attribution.clickId === 'fbclid' || social ? 'paid-social' : 'paid-search';
  if (EMAIL_MEDIUM.test(medium) || attribution.source === 'newsletter') return 'email';
  if (
    medium === 'organic' ||
    isSearchEngine(sourceHost) ||
    (attribution.source === null && isSearchEngine(attribution.referrerHost))
  )
    return 'organic-search';
  if (SOCIAL_MEDIUM.test(medium) || social) return 'social';
  if (attribution.source !== null || attribution.referrerHost !== null) return 'referral';
  return 'direct';
}

/** A tag's value as kept: trimmed, lower case, cut to the longest kept, null when blank. */
function tag(value: string | null): string | null {
  const trimmed = value?.trim().toLowerCase().slice(0, ATTRIBUTION_MAX_LENGTH) ?? '';
  return trimmed === '' ? null : trimmed;
}

/** The first page of a visit, as the browser read it: its host and path, its query's values, the referring host. */
export interface LandingVisit {
  readonly host: string;
  readonly path: string;
  /** A query parameter's value, null when absent. */
  readonly param: (name: string) => string | null;
  /** The host of the referring page (the document's referrer), null when there is none or it is not a web page. */
  readonly referrerHost: string | null;
}

/**
 * The attribution of a visit from its first page: the `utm_*` tags, the first ad click id present, the referring
 * site's host when it is another site, and the landing path.
 */
export function attributionOfVisit(visit: LandingVisit): LeadAttribution {
  const referrerHost = visit.referrerHost?.toLowerCase() ?? null;
  return {
    source: tag(visit.param('utm_source')),
    medium: tag(visit.param('utm_medium')),
    campaign: tag(visit.param('utm_campaign')),
    referrerHost: referrerHost === null || referrerHost === visit.host.toLowerCase() ? null : referrerHost,
    landingPath: visit.path.startsWith('/') ? visit.path.slice(0, ATTRIBUTION_MAX_LENGTH) : null,
    clickId: AD_CLICK_IDS.find((id) => (visit.param(id) ?? '').trim() !== '') ?? null,
  };
}

/** Every problem with an attribution a client sent. */
export function attributionIssues(attribution: LeadAttribution): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  for (const field of ['source', 'medium', 'campaign', 'referrerHost', 'landingPath'] as const) {
    const value = attribution[field];
    if (value !== null && value.length > ATTRIBUTION_MAX_LENGTH)
      issues.push({ field: `attribution.${field}`, message: `must be at most ${ATTRIBUTION_MAX_LENGTH} characters` });
  }
  if (attribution.landingPath !== null && !attribution.landingPath.startsWith('/'))
    issues.push({ field: 'attribution.landingPath', message: 'must be a path of this site' });
  if (attribution.clickId !== null && !(AD_CLICK_IDS as readonly string[]).includes(attribution.clickId))
    issues.push({ field: 'attribution.clickId', message: `must be one of ${AD_CLICK_IDS.join(', ')}` });
  return issues;
}
