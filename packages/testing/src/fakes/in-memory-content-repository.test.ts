import { describe, expect, it } from 'vitest';
import { ARTICLES, normalizeContentQuery } from '@app/domain';
import { exampleArticleFields } from '../arbitraries/article.arbitrary.ts';
import { FixedClock } from './fixed-clock.ts';
import { InMemoryContentRepository } from './in-memory-content-repository.ts';

describe(InMemoryContentRepository, () => {
  it('stamps records with its clock and answers timestamps in ISO form', async () => {
    const clock = new FixedClock(Date.parse('2026-02-03T04:05:06.007Z'));
    const repository = new InMemoryContentRepository(ARTICLES, { clock });

    const created = await repository.create(exampleArticleFields({ publishedAt: '2026-01-01T00:00:00Z' }));

    expect(created).toMatchObject({
      createdAt: '2026-02-03T04:05:06.007Z',
      updatedAt: '2026-02-03T04:05:06.007Z',
      publishedAt: '2026-01-01T00:00:00.000Z',
    });
    expect(repository.all()).toEqual([created]);
  });

  it('keeps the records it starts with, and hands out copies', async () => {
    const seeded = {
      ...exampleArticleFields(),
      id: '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f',
      createdAt: '2025-01-01T00:00:00.000Z',
      updatedAt: '2025-01-01T00:00:00.000Z',
      version: 1,
    };
    const repository = new InMemoryContentRepository(ARTICLES, { records: [seeded] });

    const found = await repository.findBySlug(seeded.slug);
    (found?.tags as string[]).push('changed');

    expect(await repository.findById(seeded.id)).toEqual(seeded);
  });

  it('fails the next call once when told to', async () => {
    const repository = new InMemoryContentRepository(ARTICLES);
    repository.failNextWith(new Error('down'));

    await expect(repository.list(normalizeContentQuery(ARTICLES))).rejects.toThrow('down');
    expect(await repository.list(normalizeContentQuery(ARTICLES))).toEqual({ items: [], total: 0 });
  });
});
