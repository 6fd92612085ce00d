import { describe, expect, it } from 'vitest';
import { changeLines, changeTitle } from './change-summary.ts';

describe(changeLines, () => {
  it('names each changed field with its value before and after, timestamps left out', () => {
    expect(
      changeLines({ before: { status: 'new', updatedAt: '1' }, after: { status: 'contacted', updatedAt: '2' } }),
    ).toEqual(['status: new → contacted']);
  });

  it('shows rich text as words, cuts long values, and writes empty values as (empty)', () => {
    const [line] = changeLines({ before: { body: '' }, after: { body: `<p>${'Gulf '.repeat(30)}</p>` } });
    expect(line?.startsWith('body: (empty) → Gulf Gulf')).toBe(true);
    expect(line?.endsWith('…')).toBe(true);
  });

  it('lists at most three fields and says how many more changed', () => {
    expect(changeLines({ before: { a: 1, b: 1, c: 1, d: 1, e: 1 }, after: { a: 2, b: 2, c: 2, d: 2, e: 2 } })).toEqual([
      'a: 1 → 2',
      'b: 1 → 2',
      'c: 1 → 2',
      'and 2 more',
    ]);
  });

  it('says nothing for a create or a delete, where one side is missing', () => {
    expect(changeLines({ before: null, after: { name: 'Maria' } })).toEqual([]);
  });
});

describe(changeTitle, () => {
  it('puts the action and the kind of record in words', () => {
    expect(changeTitle({ action: 'update', entity: 'contact_submissions' })).toBe('Changed contact submissions');
    expect(changeTitle({ action: 'delete', entity: 'footer_links' })).toBe('Deleted footer links');
  });
});
