import { AGENTS, ARTICLES } from '@app/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contentColumnName } from './content-columns.ts';

describe(contentColumnName, () => {
  it('writes a field name in snake case', () => {
    expect(contentColumnName('licenseNumber')).toBe('license_number');
    expect(contentColumnName('seoDescription')).toBe('seo_description');
    expect(contentColumnName('slug')).toBe('slug');
  });

  it('gives every field of a collection its own plain lower-case column', () => {
    for (const collection of [AGENTS, ARTICLES]) {
      const columns = Object.keys(collection.fields).map(contentColumnName);
      expect(new Set(columns).size).toBe(columns.length);
      for (const column of columns) expect(column).toMatch(/^[a-z][a-z0-9_]*$/);
    }
  });

  it('leaves names without capitals unchanged and removes every capital', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z][a-zA-Z0-9]{0,20}$/), (field) => {
        const column = contentColumnName(field);
        expect(column).not.toMatch(/[A-Z]/);
        if (!/[A-Z]/.test(field)) expect(column).toBe(field);
      }),
    );
  });
});
