import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EXAMPLE_SEO_SETTINGS, seoSettingsFieldsArbitrary } from '@app/testing';
import { ValidationError } from '../errors/domain-error.ts';
import { assertValidSeoSettings, normalizeSeoSettings, seoSettingsIssues } from './seo-settings-validation.ts';

const valid = EXAMPLE_SEO_SETTINGS;
const fields = (issues: { field: string }[]) => issues.map((issue) => issue.field);

describe(seoSettingsIssues, () => {
  it('accepts complete settings', () => {
    expect(seoSettingsIssues(valid)).toEqual([]);
  });

  it('accepts every shape of valid settings', () => {
    fc.assert(
      fc.property(seoSettingsFieldsArbitrary, (settings) => {
        expect(seoSettingsIssues(settings)).toEqual([]);
      }),
    );
  });

  it('wants %s exactly once in a one-line title template', () => {
    const message = (titleTemplate: string) => seoSettingsIssues({ ...valid, titleTemplate })[0]?.message;
    expect(message('Palmetto Realty Group')).toBe(
      'Title template must hold %s exactly once, where the page title goes',
    );
    expect(message('%s | %s')).toBe('Title template must hold %s exactly once, where the page title goes');
    expect(message('%s |\nPalmetto')).toBe('Title template must be one line');
    expect(message('')).toBe('Title template is required');
    expect(message(`%s ${'x'.repeat(120)}`)).toBe('Title template must be at most 120 characters');
  });

  it('names every missing or too long text', () => {
    const issues = seoSettingsIssues({
      ...valid,
      homeTitle: ' ',
      siteName: '',
      defaultDescription: 'x'.repeat(301),
      siteSummary: '',
    });
    expect(issues).toEqual([
      { field: 'homeTitle', message: 'Home page title is required' },
      { field: 'siteName', message: 'Site name is required' },
      { field: 'defaultDescription', message: 'Default description must be at most 300 characters' },
      { field: 'siteSummary', message: 'Site summary is required' },
    ]);
  });

  it('wants a share image address and alt text, or none at all', () => {
    expect(seoSettingsIssues({ ...valid, shareImage: null })).toEqual([]);
    expect(fields(seoSettingsIssues({ ...valid, shareImage: { url: 'javascript:alert(1)', alt: '' } }))).toEqual([
      'shareImage.url',
      'shareImage.alt',
    ]);
    expect(seoSettingsIssues({ ...valid, shareImage: { url: '', alt: 'Sunset' } })[0]?.message).toBe(
      'Share image address is required (or use the built-in image)',
    );
  });

  it('names each FAQ entry that lacks its question or answer', () => {
    const faq = [
      { question: 'Where?', answer: 'Naples' },
      { question: '', answer: 'x'.repeat(2001) },
    ];
    expect(seoSettingsIssues({ ...valid, faq })).toEqual([
      { field: 'faq.1.question', message: 'Question is required' },
      { field: 'faq.1.answer', message: 'Answer must be at most 2000 characters' },
    ]);
    expect(
      fields(
        seoSettingsIssues({ ...valid, faq: Array.from({ length: 31 }, () => faq[0] ?? { question: '', answer: '' }) }),
      ),
    ).toEqual(['faq']);
  });

  it('keeps the summary plain text', () => {
    expect(seoSettingsIssues({ ...valid, siteSummary: 'We sell <b>homes</b>.' })).toEqual([
      { field: 'siteSummary', message: 'Site summary is plain text: leave out HTML tags' },
    ]);
    expect(seoSettingsIssues({ ...valid, siteSummary: 'Prices < $500,000 and > $1M.' })).toEqual([]);
  });

  it('checks the organization details: addresses, year and list sizes', () => {
    const organization = {
      ...valid.organization,
      logoUrl: 'ftp://x',
      foundingYear: 1492,
      sameAs: ['not a link'],
      languages: Array.from({ length: 11 }, () => 'English'),
    };
    expect(fields(seoSettingsIssues({ ...valid, organization }))).toEqual([
      'organization.logoUrl',
      'organization.foundingYear',
      'organization.languages',
      'organization.sameAs',
    ]);
  });
});

describe(normalizeSeoSettings, () => {
  it('trims texts and drops blank lines of the lists', () => {
    const normalized = normalizeSeoSettings({
      ...valid,
      titleTemplate: '  %s | Palmetto ',
      robots: [{ userAgent: ' * ', allow: ['/', ' ', ''], disallow: [' /drafts '] }],
      organization: { ...valid.organization, areaServed: ['Naples, FL', '  '] },
      faq: [{ question: ' Where? ', answer: ' Naples\n' }],
    });
    expect(normalized.titleTemplate).toBe('%s | Palmetto');
    expect(normalized.robots).toEqual([{ userAgent: '*', allow: ['/'], disallow: ['/drafts'] }]);
    expect(normalized.organization.areaServed).toEqual(['Naples, FL']);
    expect(normalized.faq).toEqual([{ question: 'Where?', answer: 'Naples' }]);
  });

  it('leaves valid settings as they are, and is idempotent', () => {
    fc.assert(
      fc.property(seoSettingsFieldsArbitrary, (settings) => {
        expect(normalizeSeoSettings(settings)).toEqual(settings);
        expect(normalizeSeoSettings(normalizeSeoSettings(settings))).toEqual(normalizeSeoSettings(settings));
      }),
    );
  });
});

describe(assertValidSeoSettings, () => {
  it('answers the normalized settings, or throws a ValidationError with every issue', () => {
    expect(assertValidSeoSettings({ ...valid, siteName: ' Palmetto ' }).siteName).toBe('Palmetto');
    const error = (() => {
      try {
        assertValidSeoSettings({ ...valid, titleTemplate: 'no placeholder', siteName: '' });
      } catch (thrown) {
        return thrown;
      }
    })();
    expect(error).toBeInstanceOf(ValidationError);
    expect(fields([...(error as ValidationError).issues])).toEqual(['titleTemplate', 'siteName']);
  });
});
