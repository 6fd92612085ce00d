import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seoSettingsFieldsArbitrary, seoTextArbitrary } from '@app/testing';
import { fallbackSeoSettings, pageTitleFrom } from './seo-settings.ts';
import { seoSettingsIssues } from './seo-settings-validation.ts';

const settings = {
  titleTemplate: '%s | Palmetto Realty Group',
  homeTitle: 'Palmetto Realty Group | Southwest Florida',
};

describe(pageTitleFrom, () => {
  it('puts the page title where %s is, and gives the home title to a page without one', () => {
    expect(pageTitleFrom(settings, 'Contact Us')).toBe('Contact Us | Palmetto Realty Group');
    expect(pageTitleFrom({ ...settings, titleTemplate: 'Palmetto · %s' }, 'Contact Us')).toBe('Palmetto · Contact Us');
    expect(pageTitleFrom(settings)).toBe('Palmetto Realty Group | Southwest Florida');
    expect(pageTitleFrom(settings, '  ')).toBe('Palmetto Realty Group | Southwest Florida');
  });

  it('takes the page title literally, dollar signs included', () => {
    expect(pageTitleFrom(settings, "$& $1 $' Homes")).toBe("$& $1 $' Homes | Palmetto Realty Group");
  });

  it('keeps the template around the page title for any valid template and title', () => {
    fc.assert(
      fc.property(seoSettingsFieldsArbitrary, seoTextArbitrary(60), (fields, title) => {
        const [before = '', after = ''] = fields.titleTemplate.split('%s');
        expect(pageTitleFrom(fields, title)).toBe(`${before}${title}${after}`);
      }),
    );
  });
});

describe(fallbackSeoSettings, () => {
  it('titles pages with the site name and welcomes every crawler', () => {
    const fallback = fallbackSeoSettings('Palmetto Realty Group');
    expect(pageTitleFrom(fallback, 'About')).toBe('About | Palmetto Realty Group');
    expect(fallback.robots).toEqual([{ userAgent: '*', allow: ['/'], disallow: [] }]);
    expect(seoSettingsIssues(fallback).map((issue) => issue.field)).toEqual(['defaultDescription', 'siteSummary']);
  });
});
