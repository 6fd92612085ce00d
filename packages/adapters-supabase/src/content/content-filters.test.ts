import { describe, expect, it } from 'vitest';
import { AGENTS, TESTIMONIALS, normalizeContentQuery } from '@app/domain';
import { arrayLiteral, canMatch, quotedValue } from './content-filters.ts';

describe(quotedValue, () => {
  it.each([
    ['plain', '"plain"'],
    ['say "hi", (ok)', '"say \\"hi\\", (ok)"'],
    ['back\\slash', '"back\\\\slash"'],
  ])('quotes %j for an or=(...) filter', (text, quoted) => {
    expect(quotedValue(text)).toBe(quoted);
  });
});

describe(arrayLiteral, () => {
  it('makes a one-element text[] literal with the element quoted', () => {
    expect(arrayLiteral('a,b')).toBe('{"a,b"}');
    expect(arrayLiteral('{x}')).toBe('{"{x}"}');
  });
});

describe(canMatch, () => {
  it('matches nothing when a uuid field is compared with text that is no uuid', () => {
    expect(
      canMatch({ collection: TESTIMONIALS }, normalizeContentQuery(TESTIMONIALS, { where: { agentId: '42' } })),
    ).toBe(false);
    expect(
      canMatch({ collection: TESTIMONIALS }, normalizeContentQuery(TESTIMONIALS, { where: { agentId: null } })),
    ).toBe(true);
    expect(canMatch({ collection: AGENTS }, normalizeContentQuery(AGENTS, { where: { name: '42' } }))).toBe(true);
  });
});
