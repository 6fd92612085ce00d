import type { SiteSettings } from '../site/site-settings.ts';
import { teamArticlesPath } from '../site/site-settings.ts';
import type { SeoSettingsFields } from './seo-settings.ts';

/** A page answer engines are pointed to: its name, site path and what it holds. */
export interface LlmsPage {
  readonly name: string;
  readonly path: string;
  readonly about: string;
}

/** The site's main pages, in the order `/llms.txt` lists them. */
export function llmsPages(settings: Pick<SiteSettings, 'teamSlug' | 'teamName'>): LlmsPage[] {
  return [
    { name: 'Home', path: '/', about: 'featured homes, communities and the latest articles' },
    {
      name: 'Search homes',
      path: '/search',
      about: 'every listing for sale, filtered by city, price, beds, baths and type in the address',
    },
    { name: 'Map search', path: '/search/map', about: 'the same search on a map' },
    { name: 'Open houses', path: '/featured-properties/open-houses', about: 'upcoming open houses' },
    { name: 'Communities', path: '/communities', about: 'the towns and neighborhoods the team serves' },
    {
      name: 'Market activity',
      path: '/resources/market-activity',
      about: 'prices, sales and days on market by city and month',
    },
    { name: 'What is my home worth?', path: '/sell', about: 'a value estimate from nearby sales and a pricing review' },
    { name: `${settings.teamName} articles`, path: teamArticlesPath(settings), about: "the team's own articles" },
    { name: 'Resources', path: '/resources', about: 'guides for buyers, owners and sellers, local history, events' },
    { name: 'Meet our agents', path: '/about/meet-our-agents', about: 'the agents, their languages and specialties' },
    { name: 'About', path: '/about', about: 'the team, testimonials, sales results and areas of service' },
    { name: 'Contact us', path: '/contact-us', about: 'phone, email, office hours and a contact form' },
  ];
}

/** Text safe inside a Markdown link's brackets. */
function linkText(text: string): string {
  return text.replace(/[[\]\\]/g, (character) => `\\${character}`);
}

/** The address of a site path (which starts with /) on the site's origin. */
function absolute(siteUrl: string, path: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${path}`;
}

function contactLines(site: SiteSettings): string[] {
  const address = `${site.streetAddress}, ${site.city}, ${site.stateOrProvince} ${site.postalCode}`;
  return [`- Phone: ${site.phone}`, `- Email: ${site.email}`, `- Office: ${address}`];
}

/**
 * `/llms.txt` (llmstxt.org): the site's name as the heading, its description as the quote, the
 * admin's plain-text summary, links to the main pages, the FAQ and how to reach the team (when the
 * site settings are known). Answer engines read it as Markdown.
 */
export function llmsTxt(seo: SeoSettingsFields, site: SiteSettings | null, siteUrl: string): string {
  const pages = site === null ? [] : llmsPages(site);
  const sections = [
    `# ${seo.siteName}`,
    ...(seo.defaultDescription === '' ? [] : [`> ${seo.defaultDescription.replace(/\s+/g, ' ')}`]),
    ...(seo.siteSummary === '' ? [] : [seo.siteSummary]),
    ...(pages.length === 0
      ? []
      : [
          [
            '## Main pages',
            ...pages.map((page) => `- [${linkText(page.name)}](${absolute(siteUrl, page.path)}): ${page.about}`),
          ].join('\n'),
        ]),
    ...(seo.faq.length === 0
      ? []
      : [
          '## Frequently asked questions',
          ...seo.faq.map((entry) => `### ${entry.question.replace(/\s+/g, ' ')}\n\n${entry.answer}`),
        ]),
    ...(site === null ? [] : [['## Contact', ...contactLines(site)].join('\n')]),
    `## Optional\n\n- [Sitemap](${absolute(siteUrl, '/sitemap.xml')}): every public page`,
  ];
  return `${sections.join('\n\n')}\n`;
}
