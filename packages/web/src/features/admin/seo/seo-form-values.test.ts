import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { normalizeSeoSettings } from '@app/domain';
import { EXAMPLE_SEO_SETTINGS, seoSettingsFieldsArbitrary } from '@app/testing';
import { fieldsOf, formValuesOf, seoFormIssues } from './seo-form-values.ts';

describe(formValuesOf, () => {
  it('writes lists one entry a line and the share image as a choice', () => {
    const values = formValuesOf(EXAMPLE_SEO_SETTINGS);
    expect(values.robots[1]).toMatchObject({ userAgent: 'GPTBot', allow: '/resources', disallow: '/search*\n/*.pdf$' });
    expect(values.shareImage).toEqual({ custom: true, url: '/media/share.jpg', alt: 'The Naples Pier at sunset' });
    expect(values.organization).toMatchObject({ foundingYear: 2009, areaServed: 'Naples, FL\nEstero, FL' });
    expect(formValuesOf({ ...EXAMPLE_SEO_SETTINGS, shareImage: null }).shareImage).toEqual({
      custom: false,
      url: '',
      alt: '',
    });
  });

  it('gives back the same settings through the form for any valid settings', () => {
    fc.assert(
      fc.property(seoSettingsFieldsArbitrary, (settings) => {
        expect(seoFormIssues(formValuesOf(settings))).toEqual([]);
        expect(normalizeSeoSettings(fieldsOf(formValuesOf(settings)))).toEqual(settings);
      }),
    );
  });
});

describe(seoFormIssues, () => {
  it('names the form fields the domain rules refuse', () => {
    const values = formValuesOf(EXAMPLE_SEO_SETTINGS);
    values.titleTemplate = 'Palmetto';
    values.robots[0] = { ...values.robots[0], key: 'k', userAgent: '*', allow: '/\nsearch', disallow: '' };
    values.organization.foundingYear = '';
    values.faq.push({ key: 'new', question: '', answer: '' });
    expect(seoFormIssues(values).map((issue) => issue.field)).toEqual([
      'titleTemplate',
      'robots.0.allow',
      'faq.2.question',
      'faq.2.answer',
    ]);
  });
});
