import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DataUnavailableError, type SeoSettingsFields, type SeoSettingsRepository } from '@app/domain';
import { seoSettingsFieldsArbitrary } from '../arbitraries/seo-settings.arbitrary.ts';
import { pause, useContractFixture, type ContractFixture } from './contract-fixture.ts';

/** What the SEO settings contract needs: the repository, emptied (no settings stored) by `reset`. */
export type SeoSettingsRepositoryFixture = ContractFixture<'repository', SeoSettingsRepository>;

/** Settings with every part filled in, quotes, accents and line breaks included. */
export const EXAMPLE_SEO_SETTINGS: SeoSettingsFields = {
  titleTemplate: '%s · Palmetto Realty Group',
  homeTitle: "Palmetto Realty Group | Southwest Florida's Premier Real Estate Team",
  siteName: 'Palmetto Realty Group',
  defaultDescription: 'Homes for sale in Naples, Bonita Springs and Estero with "the Palmetto team" – señor, café.',
  shareImage: { url: '/media/share.jpg', alt: 'The Naples Pier at sunset' },
  robots: [
    { userAgent: '*', allow: ['/'], disallow: ['/drafts'] },
    { userAgent: 'GPTBot', allow: ['/resources'], disallow: ['/search*', '/*.pdf$'] },
  ],
  organization: {
    legalName: 'Palmetto Realty Group, LLC',
    description: 'An independent brokerage in Naples since 2009.',
    logoUrl: 'https://cdn.example.com/logo.png',
    foundingYear: 2009,
    areaServed: ['Naples, FL', 'Estero, FL'],
    languages: ['English', 'Spanish'],
    sameAs: ['https://www.zillow.com/profile/palmetto'],
  },
  faq: [
    { question: 'Which areas do you serve?', answer: 'Collier and Lee counties.\nAsk us about Charlotte County too.' },
    { question: 'How do I arrange a showing?', answer: 'Call (239) 555-0142.' },
  ],
  siteSummary: "Palmetto Realty Group is a brokerage in Naples.\n\nIt lists every home for sale; it's local.",
};

/** Declares the behaviour every SeoSettingsRepository must have. */
export function seoSettingsRepositoryContract(name: string, setup: () => Promise<SeoSettingsRepositoryFixture>): void {
  describe(`SeoSettingsRepository contract: ${name}`, () => {
    const fixture = useContractFixture(setup);
    const repository = () => fixture().repository;

    it('reports DataUnavailableError while no settings are stored', async () => {
      await expect(repository().get()).rejects.toBeInstanceOf(DataUnavailableError);
    });

    it('stores the settings and answers them as saved, with when they were saved', async () => {
      const saved = await repository().save(EXAMPLE_SEO_SETTINGS);

      expect(saved).toEqual({ ...EXAMPLE_SEO_SETTINGS, updatedAt: expect.any(String) });
      expect(new Date(saved.updatedAt).toISOString()).toBe(saved.updatedAt);
      expect(await repository().get()).toEqual(saved);
    });

    it('keeps one record: saving again replaces every part and moves updatedAt on', async () => {
      const first = await repository().save(EXAMPLE_SEO_SETTINGS);
      await pause();
      const changed = {
        ...EXAMPLE_SEO_SETTINGS,
        titleTemplate: '%s – Palmetto',
        shareImage: null,
        faq: [...EXAMPLE_SEO_SETTINGS.faq].reverse(),
        robots: EXAMPLE_SEO_SETTINGS.robots.slice(1),
      };

      const second = await repository().save(changed);

      expect(second).toEqual({ ...changed, updatedAt: expect.any(String) });
      expect(Date.parse(second.updatedAt)).toBeGreaterThan(Date.parse(first.updatedAt));
      expect(await repository().get()).toEqual(second);
    });

    it('gives back any valid settings exactly as saved', async () => {
      await fc.assert(
        fc.asyncProperty(seoSettingsFieldsArbitrary, async (fields) => {
          const { updatedAt: _updatedAt, ...stored } = await repository().save(fields);
          expect(stored).toEqual(fields);
          const { updatedAt: _again, ...read } = await repository().get();
          expect(read).toEqual(fields);
        }),
        { numRuns: 15 },
      );
    });
  });
}
