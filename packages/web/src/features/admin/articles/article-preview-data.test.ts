import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exampleAgentFields, exampleArticleFields, siteSettingsArbitrary } from '@app/testing';
import type { Agent } from '@app/domain';
import { articleFormValues } from './article-form-values.ts';
import { articlePreviewData } from './article-preview-data.ts';

const settings = fc.sample(siteSettingsArbitrary, { numRuns: 1, seed: 7 })[0]!;
const maria: Agent = {
  ...exampleAgentFields({ name: 'Maria Lopez', slug: 'maria-lopez' }),
  id: '3f6c1a2e-0000-4000-8000-000000000001',
  createdAt: '',
  updatedAt: '',
  version: 1,
};
const values = (overrides = {}) => ({
  ...articleFormValues({ ...exampleArticleFields(), id: 'a', createdAt: '', updatedAt: '', version: 1 }),
  ...overrides,
});

describe(articlePreviewData, () => {
  it('shows the article as typed, trimmed the way the server stores it', () => {
    const data = articlePreviewData(values({ title: '  The Naples Pier  ', tags: ['pier', ' '] }), settings, [maria]);
    expect(data.article.title).toBe('The Naples Pier');
    expect(data.article.tags).toEqual(['pier']);
    expect(data.related).toEqual([]);
  });

  it('credits a visible agent, and the team for a hidden agent or none', () => {
    expect(articlePreviewData(values({ authorAgentId: maria.id }), settings, [maria]).author).toEqual({
      name: 'Maria Lopez',
      slug: 'maria-lopez',
    });
    expect(
      articlePreviewData(values({ authorAgentId: maria.id }), settings, [{ ...maria, visible: false }]).author,
    ).toEqual({ name: settings.teamName, slug: null });
    expect(articlePreviewData(values(), settings, [maria]).author.slug).toBeNull();
  });

  it('places the team’s articles under the team’s own list', () => {
    const data = articlePreviewData(values({ category: 'team-articles' }), settings, []);
    expect(data.categorySlug).toBe(`${settings.teamSlug}-articles`);
    expect(data.categoryLabel).toBe(`${settings.teamName} Articles`);
  });

  it('shows no date for a publish time it cannot read', () => {
    expect(articlePreviewData(values({ publishedAt: 'soon' }), settings, []).article.publishedAt).toBeNull();
  });
});
