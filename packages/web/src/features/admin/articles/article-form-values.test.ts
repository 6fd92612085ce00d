import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { articleFieldsArbitrary, exampleArticleFields } from '@app/testing';
import { instantToLocalDateTime, LOCAL_TIME_ZONE, localDateTimeToInstant, type Article } from '@app/domain';
import { articleFieldsFromForm, articleFormIssues, articleFormValues } from './article-form-values.ts';

const stored = (fields = exampleArticleFields()): Article => ({
  ...fields,
  id: 'a1',
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-02T00:00:00.000Z',
  version: 1,
});

describe(articleFormValues, () => {
  it('starts a new article as an empty draft with no publish time', () => {
    const values = articleFormValues(null);
    expect(values.status).toBe('draft');
    expect(values.publishedAt).toBe('');
    expect(values.authorAgentId).toBe('');
  });

  it('shows a stored publish instant as Southwest Florida time', () => {
    expect(articleFormValues(stored()).publishedAt).toBe('2025-01-10T09:00');
  });
});

describe(articleFieldsFromForm, () => {
  it('gives back the stored fields of any article (publish times to the minute, outside the repeated fall-back hour)', () => {
    const readsBack = (instant: string) =>
      localDateTimeToInstant(instantToLocalDateTime(instant, LOCAL_TIME_ZONE), LOCAL_TIME_ZONE) === instant;
    const minutePrecise = articleFieldsArbitrary
      .map((fields) => ({
        ...fields,
        publishedAt:
          fields.publishedAt === null
            ? null
            : new Date(Math.floor(Date.parse(fields.publishedAt) / 60_000) * 60_000).toISOString(),
        seoTitle: fields.seoTitle ?? '',
        seoDescription: fields.seoDescription ?? '',
      }))
      .filter((fields) => fields.publishedAt === null || readsBack(fields.publishedAt));
    fc.assert(
      fc.property(minutePrecise, (fields) => {
        expect(articleFieldsFromForm(articleFormValues(stored(fields)))).toEqual(fields);
      }),
    );
  });

  it('sends a publish time it cannot read as typed, for the server to name', () => {
    expect(articleFieldsFromForm({ ...articleFormValues(null), publishedAt: 'next week' }).publishedAt).toBe(
      'next week',
    );
  });
});

describe(articleFormIssues, () => {
  it('asks a published article for its publish time, with the server’s own message', () => {
    const values = { ...articleFormValues(stored()), publishedAt: '' };
    expect(articleFormIssues(values)).toContainEqual({
      field: 'publishedAt',
      message: 'Choose when the article is published',
    });
  });

  it('names each missing field of an empty draft', () => {
    const fields = articleFormIssues(articleFormValues(null)).map((issue) => issue.field);
    expect(fields).toEqual(expect.arrayContaining(['title', 'slug', 'excerpt']));
    expect(fields).not.toContain('body');
  });
});
