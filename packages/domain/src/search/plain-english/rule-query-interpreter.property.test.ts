import fc from 'fast-check';
import { examplePlaceIndex } from '@app/testing';
import { describe, expect, it } from 'vitest';
import { listingSearchParams, parseListingSearch } from '../listing-search-params.ts';
import { createPlaceResolver } from './place-resolver.ts';
import { createRuleQueryInterpreter } from './rule-query-interpreter.ts';

const interpreter = createRuleQueryInterpreter(createPlaceResolver(examplePlaceIndex()));

/** Recognised phrases by the URL parameters they set. */
const PHRASES: Readonly<Record<string, { readonly params: readonly string[]; readonly phrases: readonly string[] }>> = {
  beds: { params: ['beds'], phrases: ['3 bed', '4 bedrooms', '2br', 'five bedroom'] },
  baths: { params: ['baths'], phrases: ['2 bath', '3.5 baths', '2 full baths'] },
  price: {
    params: ['minPrice', 'maxPrice'],
    phrases: ['under 800k', 'up to 1.5 million', 'between 1 and 2 million', '$2M+', 'over 500k', '$400k to $600k'],
  },
  type: { params: ['type', 'category'], phrases: ['condo', 'townhouse', 'villa', 'house', 'vacant land'] },
  pool: { params: ['pool'], phrases: ['pool', 'with a private pool'] },
  waterfront: { params: ['waterfront'], phrases: ['waterfront', 'on the water', 'canal front'] },
  sort: { params: ['sort'], phrases: ['cheapest', 'largest', 'most expensive', 'recently reduced'] },
  place: {
    params: ['city', 'subdivision', 'zip'],
    phrases: ['in Naples', 'in Pelican Bay', 'in 34102', 'in Fort Myers'],
  },
  flags: { params: ['openHouse', 'status'], phrases: ['open house', 'sold', 'coming soon'] },
};
const KINDS = Object.keys(PHRASES);
const FREE_TEXT = ['q', 'remarks'];

const phraseOf = (kind: string) => fc.constantFrom(...(PHRASES[kind]?.phrases ?? []));
const WORDS = [...Object.values(PHRASES).flatMap((entry) => entry.phrases), 'gulf access', 'quiet', 'no kids', 'view'];

describe('the rule-based query interpreter, for any sentence', () => {
  it('answers filters that the search parameters read back as the same search, without issues', async () => {
    const sentence = fc
      .array(
        fc.oneof(fc.constantFrom(...WORDS), fc.string({ maxLength: 12 }), fc.stringMatching(/^[\d$.,kKmM+ -]{1,9}$/)),
        {
          maxLength: 12,
        },
      )
      .map((parts) => parts.join(' '));
    await fc.assert(
      fc.asyncProperty(sentence, async (text) => {
        const { search } = await interpreter.interpret(text);
        const params = listingSearchParams(search);
        const read = parseListingSearch(params);
        expect(read.issues).toEqual([]);
        expect(listingSearchParams(read.search)).toEqual(params);
      }),
      { numRuns: 300 },
    );
  });

  it('keeps every unrelated filter when a recognised phrase is added', async () => {
    const sentence = fc.shuffledSubarray(KINDS, { minLength: 1, maxLength: 5 }).chain((kinds) =>
      fc.record({
        base: fc.tuple(...kinds.map(phraseOf)),
        added: fc
          .constantFrom(...KINDS.filter((kind) => !kinds.includes(kind)))
          .chain((kind) =>
            fc.record({ kind: fc.constant(kind), phrase: phraseOf(kind), at: fc.nat({ max: kinds.length }) }),
          ),
      }),
    );
    await fc.assert(
      fc.asyncProperty(sentence, async ({ base, added }) => {
        const before = listingSearchParams((await interpreter.interpret(base.join(' '))).search);
        const parts = [...base];
        parts.splice(added.at, 0, added.phrase);
        const after = listingSearchParams((await interpreter.interpret(parts.join(' '))).search);
        const own = new Set([...(PHRASES[added.kind]?.params ?? []), ...FREE_TEXT]);
        for (const [param, value] of Object.entries(before)) if (!own.has(param)) expect(after[param]).toBe(value);
      }),
      { numRuns: 300 },
    );
  });
});
