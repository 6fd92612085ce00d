/** The place of the page's own title in the title template. */
export const TITLE_PLACEHOLDER = '%s';

/** The picture link previews show for a page without one of its own. */
export interface ShareImage {
  /** A site path (`/media/share.jpg`) or an http(s) address; 1200 × 630 suits every preview. */
  readonly url: string;
  readonly alt: string;
}

/** One group of robots.txt: what one crawler (or `*`, every crawler) may and may not fetch. */
export interface RobotsGroup {
  readonly userAgent: string;
  /** Path patterns (`/`, `/search*`), each starting with `/`. */
  readonly allow: readonly string[];
  readonly disallow: readonly string[];
}

/** What search engines learn about the brokerage beyond its contact facts (which come from the site settings). */
export interface OrganizationDetails {
  /** The registered name, when it differs from the brokerage name. */
  readonly legalName: string;
  /** One or two sentences on who the brokerage is. */
  readonly description: string;
  /** The logo's address; empty for the site's own palm mark. */
  readonly logoUrl: string;
  readonly foundingYear: number | null;
  /** The towns the team serves, e.g. `Naples, FL`. */
  readonly areaServed: readonly string[];
  /** The languages the team speaks. */
  readonly languages: readonly string[];
  /** Profiles beyond the social links of the footer (Zillow, Realtor.com, Google Business). */
  readonly sameAs: readonly string[];
}

/** One question and its plain-text answer, shown on the contact page and given to search and answer engines. */
export interface FaqEntry {
  readonly question: string;
  readonly answer: string;
}

/** What an admin edits on the SEO and answer-engine page. */
export interface SeoSettingsFields {
  /** Every page's title: `%s` is the page's own title, e.g. `%s | Palmetto Realty Group`. */
  readonly titleTemplate: string;
  /** The home page's title (it has no title of its own). */
  readonly homeTitle: string;
  /** The site's name in link previews (`og:site_name`). */
  readonly siteName: string;
  /** The description of a page that gives none. */
  readonly defaultDescription: string;
  /** The default link-preview picture; null for the site's built-in one. */
  readonly shareImage: ShareImage | null;
  readonly robots: readonly RobotsGroup[];
  readonly organization: OrganizationDetails;
  /** In the order they are shown. */
  readonly faq: readonly FaqEntry[];
  /** A plain-text account of the site for answer engines, served in `/llms.txt`. */
  readonly siteSummary: string;
}

/** The stored settings. */
export interface SeoSettings extends SeoSettingsFields {
  /** When they were last saved (ISO 8601). */
  readonly updatedAt: string;
}

/**
 * The title of a page: the template with `%s` replaced by the page's own title, or the home
 * title for a page without one (the home page).
 */
export function pageTitleFrom(
  settings: Pick<SeoSettingsFields, 'titleTemplate' | 'homeTitle'>,
  title?: string,
): string {
  if (title === undefined || title.trim() === '') return settings.homeTitle;
  return settings.titleTemplate.replace(TITLE_PLACEHOLDER, () => title);
}

/** Every crawler may fetch every public page (the private paths are always added by `robotsTxt`). */
export const OPEN_ROBOTS: readonly RobotsGroup[] = [{ userAgent: '*', allow: ['/'], disallow: [] }];

/**
 * Plain settings for a site named `siteName`, used only while the stored ones cannot be read:
 * `{page} | {siteName}` titles, every crawler welcome, no FAQ and no summary.
 */
export function fallbackSeoSettings(siteName: string): SeoSettings {
  return {
    titleTemplate: `${TITLE_PLACEHOLDER} | ${siteName}`,
    homeTitle: siteName,
    siteName,
    defaultDescription: '',
    shareImage: null,
    robots: OPEN_ROBOTS,
    organization: {
      legalName: '',
      description: '',
      logoUrl: '',
      foundingYear: null,
      areaServed: [],
      languages: [],
      sameAs: [],
    },
    faq: [],
    siteSummary: '',
    updatedAt: new Date(0).toISOString(),
  };
}
