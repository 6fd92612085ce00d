import { describe, expect, it } from 'vitest';
import { articleAuthor, formatArticleDate } from './article-card-data.ts';

describe(formatArticleDate, () => {
  it('reads the day in Southwest Florida time', () => {
    expect(formatArticleDate('2025-03-04T03:30:00.000Z')).toBe('March 3, 2025');
  });

  it('is empty without a date or for one it cannot read', () => {
    expect(formatArticleDate(null)).toBe('');
    expect(formatArticleDate('someday')).toBe('');
  });
});

describe(articleAuthor, () => {
  const authors = { 'agent-1': { name: 'Maria Alvarez', slug: 'maria-alvarez' } };

  it('names the visible agent who wrote the article, with their page', () => {
    expect(articleAuthor({ authorAgentId: 'agent-1' }, authors, 'The Palmetto Team')).toEqual({
      name: 'Maria Alvarez',
      slug: 'maria-alvarez',
    });
  });

  it('names the team when no agent wrote it or the agent is not visible', () => {
    expect(articleAuthor({ authorAgentId: null }, authors, 'The Palmetto Team')).toEqual({
      name: 'The Palmetto Team',
      slug: null,
    });
    expect(articleAuthor({ authorAgentId: 'agent-2' }, authors, 'The Palmetto Team')).toEqual({
      name: 'The Palmetto Team',
      slug: null,
    });
  });
});
