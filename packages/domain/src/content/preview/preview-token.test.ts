import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createInMemoryContentRepositories,
  exampleArticleFields,
  exampleBannerFields,
  exampleSitePageFields,
  FixedClock,
} from '@app/testing';
import { LIVE_KINDS } from '../live-status.ts';
import { createPublicContent } from '../public-content.ts';
import { createPreviewLinks, PREVIEW_LINK_DAYS, withPreviewedRecord } from './preview-links.ts';
import { previewToken, readPreviewToken, type PreviewSigner } from './preview-token.ts';

const signerWith = (secret: string): PreviewSigner => ({
  sign: (text) => createHmac('sha256', secret).update(text).digest('base64url'),
});
const signer = signerWith('a server secret of at least thirty-two characters');
const NOW = Date.parse('2026-03-01T12:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;
const grantArbitrary = fc.record({
  kind: fc.constantFrom(...LIVE_KINDS),
  id: fc.uuid(),
  expiresAtMs: fc.integer({ min: NOW + 1, max: NOW + 30 * DAY }),
});
const TOKEN_CHARACTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.';

describe(readPreviewToken, () => {
  it('opens the grant it signed until its end, and says expired from then on', () => {
    fc.assert(
      fc.property(grantArbitrary, (grant) => {
        const token = previewToken(grant, signer);
        expect(readPreviewToken(token, signer, grant.expiresAtMs - 1)).toEqual(grant);
        expect(readPreviewToken(token, signer, grant.expiresAtMs)).toBe('expired');
      }),
    );
  });

  it('refuses a token with any one character changed, and one signed with another secret', () => {
    fc.assert(
      fc.property(grantArbitrary, fc.nat(), fc.constantFrom(...TOKEN_CHARACTERS), (grant, at, character) => {
        const token = previewToken(grant, signer);
        const index = at % token.length;
        fc.pre(token[index] !== character);
        const tampered = `${token.slice(0, index)}${character}${token.slice(index + 1)}`;
        expect(readPreviewToken(tampered, signer, NOW)).toBe('invalid');
        expect(readPreviewToken(token, signerWith('another secret of thirty-two characters or more'), NOW)).toBe(
          'invalid',
        );
      }),
    );
  });

  it('refuses text that is no token at all', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        expect(readPreviewToken(text, signer, NOW)).toBe('invalid');
      }),
    );
  });
});

describe(createPreviewLinks, () => {
  it('issues a 7-day link to a draft that opens it, says expired after, gone once deleted, and nothing for no record', async () => {
    const clock = new FixedClock(NOW);
    const content = createInMemoryContentRepositories(clock);
    const draft = await content.articles.create(exampleArticleFields({ status: 'draft', publishedAt: null }));
    const links = createPreviewLinks({ content, signer, clock });

    const issued = await links.issue('article', draft.id);
    expect(issued?.expiresAt).toBe(new Date(NOW + PREVIEW_LINK_DAYS * DAY).toISOString());
    expect(await links.open(issued?.token ?? '')).toEqual({ ok: true, preview: { kind: 'article', record: draft } });
    expect(await links.issue('agent', draft.id)).toBeNull();

    clock.set(NOW + PREVIEW_LINK_DAYS * DAY);
    expect(await links.open(issued?.token ?? '')).toEqual({ ok: false, refusal: 'expired' });
    clock.set(NOW);
    await content.articles.delete(draft.id);
    expect(await links.open(issued?.token ?? '')).toEqual({ ok: false, refusal: 'gone' });
  });
});

describe(withPreviewedRecord, () => {
  it('answers the previewed draft by its slug and leaves every other lookup as visitors see it', async () => {
    const clock = new FixedClock(NOW);
    const repositories = createInMemoryContentRepositories(clock);
    const draft = await repositories.articles.create(exampleArticleFields({ slug: 'draft', status: 'draft' }));
    const content = createPublicContent(repositories, clock);
    expect(await content.article('draft')).toBeNull();

    const previewed = withPreviewedRecord(content, { kind: 'article', record: draft });
    expect(await previewed.article('draft')).toEqual(draft);
    expect(await previewed.article('other')).toBeNull();
    expect((await previewed.articles()).items).toEqual([]);
  });

  it('puts a previewed banner, switched off or not, first in its placement only, and answers a page by its key', async () => {
    const clock = new FixedClock(NOW);
    const repositories = createInMemoryContentRepositories(clock);
    const shown = await repositories.banners.create(exampleBannerFields({ title: 'Shown', sortOrder: 1 }));
    const off = await repositories.banners.create(exampleBannerFields({ title: 'Off', sortOrder: 2, enabled: false }));
    const page = await repositories.sitePages.create(exampleSitePageFields({ slug: 'about' }));
    const content = createPublicContent(repositories, clock);

    const banners = withPreviewedRecord(content, { kind: 'banner', record: off });
    expect((await banners.banners('home-hero')).map((banner) => banner.id)).toEqual([off.id, shown.id]);
    expect(await banners.banners('search-top')).toEqual([]);
    const pages = withPreviewedRecord(content, { kind: 'site-page', record: { ...page, title: 'Draft title' } });
    expect((await pages.page('about'))?.title).toBe('Draft title');
  });
});
