import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EXAMPLE_SEO_SETTINGS, seoSettingsFieldsArbitrary, siteSettingsArbitrary } from '@app/testing';
import type { SiteSettings } from '../site/site-settings.ts';
import { llmsPages, llmsTxt } from './llms-txt.ts';

const SITE = 'https://www.palmettorealtygroup.com';
const settings: SiteSettings = {
  teamName: 'The Palmetto Team',
  teamSlug: 'palmetto',
  brokerageName: 'Palmetto Realty Group',
  officeMlsId: 'PRG',
  phone: '(239) 555-0142',
  email: 'hello@palmettorealtygroup.com',
  streetAddress: '800 Fifth Avenue South',
  city: 'Naples',
  stateOrProvince: 'FL',
  postalCode: '34102',
  social: { facebook: '', instagram: '', linkedin: '', youtube: '' },
  officeHours: [],
  location: null,
};

describe(llmsTxt, () => {
  it('reads as llms.txt: heading, quote, summary, main pages, FAQ, contact and the sitemap', () => {
    const text = llmsTxt(EXAMPLE_SEO_SETTINGS, settings, SITE);
    expect(text.startsWith('# Palmetto Realty Group\n\n> Homes for sale in Naples')).toBe(true);
    expect(text).toContain(`\n\n${EXAMPLE_SEO_SETTINGS.siteSummary}\n\n## Main pages\n- [Home](${SITE}/): `);
    expect(text).toContain(`- [The Palmetto Team articles](${SITE}/resources/palmetto-articles): `);
    expect(text).toContain(
      '## Frequently asked questions\n\n### Which areas do you serve?\n\nCollier and Lee counties.\nAsk us about Charlotte County too.\n\n### How do I arrange',
    );
    expect(text).toContain(
      '## Contact\n- Phone: (239) 555-0142\n- Email: hello@palmettorealtygroup.com\n- Office: 800 Fifth Avenue South, Naples, FL 34102',
    );
    expect(text.endsWith(`## Optional\n\n- [Sitemap](${SITE}/sitemap.xml): every public page\n`)).toBe(true);
  });

  it('leaves out what is not known: no site settings, no FAQ, no summary', () => {
    const text = llmsTxt({ ...EXAMPLE_SEO_SETTINGS, faq: [], siteSummary: '' }, null, SITE);
    expect(text).not.toContain('## Main pages');
    expect(text).not.toContain('## Frequently asked questions');
    expect(text).not.toContain('## Contact');
  });

  it('holds the summary and every question and answer, and links every main page absolutely', () => {
    fc.assert(
      fc.property(seoSettingsFieldsArbitrary, siteSettingsArbitrary, (seo, site) => {
        const text = llmsTxt(seo, site, SITE);
        expect(text).toContain(seo.siteSummary);
        // A question is a one-line heading: its runs of white space become one space.
        for (const entry of seo.faq)
          expect(text).toContain(`### ${entry.question.replace(/\s+/g, ' ')}\n\n${entry.answer}`);
        for (const page of llmsPages(site)) expect(text).toContain(`](${SITE}${page.path})`);
        expect(text.split('\n').filter((line) => line.startsWith('# '))).toEqual([`# ${seo.siteName}`]);
      }),
    );
  });
});
