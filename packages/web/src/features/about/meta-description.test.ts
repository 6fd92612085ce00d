import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { META_DESCRIPTION_MAX, metaDescription } from './meta-description.ts';

describe(metaDescription, () => {
  it('keeps a short text, its spaces collapsed', () => {
    expect(metaDescription('  Local agents,\n  global reach. ')).toBe('Local agents, global reach.');
  });

  it('keeps the whole sentences that fit', () => {
    const first = 'María has sold waterfront homes in Naples for twenty years.';
    const second = 'She knows every canal in Port Royal and every beach access in Park Shore by heart.';
    const third =
      'Ask her about the best sunset spots along the Gulf of Mexico, from Vanderbilt Beach to Keewaydin Island.';
    expect(metaDescription(`${first} ${second} ${third}`)).toBe(`${first} ${second}`);
  });

  it('cuts a long first sentence at a word and marks the cut', () => {
    const text = `${'Naples '.repeat(40)}is lovely.`;
    const description = metaDescription(text);
    expect(description.endsWith('Naples…')).toBe(true);
    expect(description.length).toBeLessThanOrEqual(META_DESCRIPTION_MAX);
  });

  it('never passes the limit and never starts or ends with a space', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 600 }), (text) => {
        const description = metaDescription(text);
        expect(description.length).toBeLessThanOrEqual(META_DESCRIPTION_MAX);
        expect(description).toBe(description.trim());
      }),
    );
  });
});
