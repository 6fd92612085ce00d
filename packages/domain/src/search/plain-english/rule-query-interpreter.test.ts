import { readFileSync } from 'node:fs';
import { examplePlaceIndex } from '@app/testing';
import { describe, expect, it } from 'vitest';
import { listingSearchParams, parseListingSearch } from '../listing-search-params.ts';
import { createPlaceResolver } from './place-resolver.ts';
import { createRuleQueryInterpreter } from './rule-query-interpreter.ts';

interface Row {
  readonly sentence: string;
  readonly expected: Record<string, string>;
  readonly refused: readonly string[];
}

function readTable(): Row[] {
  const text = readFileSync(new URL('./interpreter-sentences.tsv', import.meta.url), 'utf8');
  return text
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'))
    .map((line) => {
      const [sentence = '', expected = '', refused = ''] = line.split('\t');
      return {
        sentence,
        expected: expected === '-' ? {} : Object.fromEntries(new URLSearchParams(expected)),
        refused: refused === '' ? [] : refused.split(',').map((item) => item.trim()),
      };
    });
}

const TABLE = readTable();
const interpreter = createRuleQueryInterpreter(createPlaceResolver(examplePlaceIndex()));

describe('the rule-based query interpreter, sentence by sentence (interpreter-sentences.tsv)', () => {
  it('has at least 100 sentences', () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(100);
  });

  it.each(TABLE)('reads "$sentence"', async ({ sentence, expected, refused }) => {
    const answer = await interpreter.interpret(sentence);
    const params = listingSearchParams(answer.search);
    expect(params).toEqual(expected);
    expect(parseListingSearch(params).issues).toEqual([]);
    expect(answer.refused.map((item) => /by (.+): the Fair Housing Act/.exec(item.reason)?.[1])).toEqual(refused);
  });
});

describe('refusing protected characteristics', () => {
  it('says why, naming the Fair Housing Act and the phrase left out', async () => {
    const answer = await interpreter.interpret('Christian neighborhood in Naples');
    expect(answer.refused).toEqual([
      {
        phrase: 'christian neighborhood',
        reason:
          "We can't search by religion: the Fair Housing Act forbids steering home buyers by race, color, religion, " +
          'sex, disability, familial status or national origin. Your other wishes are searched.',
      },
    ]);
    expect(listingSearchParams(answer.search)).toEqual({ city: 'Naples' });
  });
});
