import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { changeSummary, describeChanges, fieldLabel, wordCounts, wordsOf } from './record-diff.ts';

const longBody = (words: number, word = 'home') => `<p>${Array.from({ length: words }, () => word).join(' ')}</p>`;

describe('record diff', () => {
  it('shows short fields whole and summarises rich text by words added and removed', () => {
    const changes = describeChanges(
      { title: 'Who pays', body: longBody(50), tags: ['a'], seoTitle: null, updatedAt: 'x', version: 1 },
      {
        title: 'Who pays what',
        body: `${longBody(40)}${longBody(120, 'sale')}`,
        tags: ['a', 'b'],
        seoTitle: 'S',
        updatedAt: 'y',
        version: 2,
      },
    );
    expect(changes.map(changeSummary)).toEqual([
      'Body changed (+120 / −10 words)',
      'SEO title: “(empty)” → “S”',
      'Tags: “a” → “a, b”',
      'Title: “Who pays” → “Who pays what”',
    ]);
  });

  it('names fields in words', () => {
    expect(fieldLabel('authorAgentId')).toBe('Author agent');
    expect(fieldLabel('linkUrl')).toBe('Link address');
    expect(fieldLabel('sortOrder')).toBe('Sort order');
  });

  it('property: words added minus words removed is the change in the word count', () => {
    const text = fc
      .array(fc.constantFrom('a', 'b', 'c', '<p>', '</p>', 'home'), { maxLength: 30 })
      .map((w) => w.join(' '));
    fc.assert(
      fc.property(text, text, (before, after) => {
        const { added, removed } = wordCounts(before, after);
        expect(added - removed).toBe(wordsOf(after).length - wordsOf(before).length);
        expect(wordCounts(before, before)).toEqual({ added: 0, removed: 0 });
        expect(wordCounts(after, before)).toEqual({ added: removed, removed: added });
      }),
    );
  });
});
