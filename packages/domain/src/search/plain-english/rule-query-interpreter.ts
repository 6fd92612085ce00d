import { listingSearchParams, parseListingSearch, TEXT_PARAMS } from '../listing-search-params.ts';
import { EMPTY_SEARCH, type ListingSearch } from '../listing-search.ts';
import { refuseProtectedPhrases } from './fair-housing.ts';
import { FILLER_WORDS, PHRASE_RULES, type PhraseMeaning } from './phrase-rules.ts';
import {
  MAX_SENTENCE_LENGTH,
  type PlaceResolver,
  type QueryInterpreter,
  type ResolvedPlace,
} from './query-interpreter.port.ts';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** The longest run of words tried as one place name ("fort myers beach"). */
const MAX_PLACE_WORDS = 4;

/** Lower case, typographic quotes and dashes made plain, punctuation that separates made a space. */
function normalise(sentence: string): string {
  return ` ${sentence
    .slice(0, MAX_SENTENCE_LENGTH)
    .toLowerCase()
    .replace(/[‘’]/g, "'")
    .replace(/[–—]/g, '-')
    .replace(/[!?;:()[\]{}"“”]|,(?!\d{3})|\.(?!\d)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()} `;
}

/** Takes every phrase the rules know out of the text, first rule first; answers their meanings and what is left. */
function takePhrases(text: string): { meanings: PhraseMeaning[]; rest: string } {
  const meanings: PhraseMeaning[] = [];
  let rest = text;
  for (const rule of PHRASE_RULES)
    rest = rest.replace(rule.pattern, (...args: unknown[]) => {
      const groups = args.slice(0, -2).filter((value) => typeof value === 'string' || value === undefined);
      const match = Object.assign([...groups] as string[], { index: 0, input: rest }) as RegExpExecArray;
      const meaning = rule.meaning(match);
      if (meaning === null) return String(groups[0]);
      meanings.push(meaning);
      return ' | ';
    });
  return { meanings, rest };
}

/** Runs of words between taken phrases, filler words dropped at their ends and splitting them. */
function leftoverRuns(rest: string): string[][] {
  return rest
    .split('|')
    .flatMap((part) => {
      const runs: string[][] = [[]];
      for (const word of part.split(' ').filter((w) => w !== '')) {
        if (FILLER_WORDS.has(word)) runs.push([]);
        else runs.at(-1)?.push(word);
      }
      return runs;
    })
    .filter((run) => run.length > 0);
}

/** Finds places in the runs, longest spans first; answers the places and the words no place took. */
async function resolvePlaces(
  runs: readonly string[][],
  resolve: PlaceResolver,
): Promise<{ places: ResolvedPlace[]; words: string[] }> {
  const places: ResolvedPlace[] = [];
  const words: string[] = [];
  for (const run of runs) {
    let start = 0;
    while (start < run.length) {
      let found: { place: ResolvedPlace; length: number } | null = null;
      for (let length = Math.min(MAX_PLACE_WORDS, run.length - start); length >= 1 && found === null; length -= 1) {
        const phrase = run.slice(start, start + length).join(' ');
        if (phrase.length < 3) continue;
        const place = await resolve(phrase);
        if (place !== null) found = { place, length };
      }
      if (found === null) {
        words.push(run[start] as string);
        start += 1;
      } else {
        places.push(found.place);
        start += found.length;
      }
    }
  }
  return { places, words };
}

function placeFilters(places: readonly ResolvedPlace[]): Partial<Mutable<ListingSearch>> {
  const patch: Partial<Mutable<ListingSearch>> = {};
  for (const place of places) {
    if (place.kind === 'city') patch.city ??= place.label;
    else if (place.kind === 'community') patch.subdivision ??= place.label;
    else patch.postalCode ??= place.label;
  }
  return patch;
}

/** Words joined with spaces, cut at a word boundary to fit a text filter. */
function fitText(words: readonly string[], maxLength: number): string | undefined {
  let text = '';
  for (const word of words) {
    const next = text === '' ? word : `${text} ${word}`;
    if (next.length > maxLength) break;
    text = next;
  }
  return text === '' ? undefined : text;
}

/**
 * The rule-based interpreter: takes out the phrases that would filter on a protected
 * characteristic (each reported with the reason), then every phrase `PHRASE_RULES` knows (the first
 * of a filter wins), then places from what is left (through the place index), and puts the
 * remaining words in `remarks` (the descriptions), or in `q` when nothing at all was recognised
 * (an address or a name the index does not hold).
 */
export function createRuleQueryInterpreter(resolvePlace: PlaceResolver): QueryInterpreter {
  return {
    async interpret(sentence) {
      const { rest: allowed, refused } = refuseProtectedPhrases(normalise(sentence));
      const { meanings, rest } = takePhrases(allowed);
      const { places, words } = await resolvePlaces(leftoverRuns(rest), resolvePlace);
      const search: Mutable<ListingSearch> = { ...EMPTY_SEARCH };
      for (const meaning of [...meanings].reverse()) Object.assign(search, meaning.filters);
      const unsupported = [...new Set(meanings.flatMap((meaning) => meaning.unsupported ?? []))];
      Object.assign(search, placeFilters(places));
      const recognised = meanings.length > 0 || places.length > 0;
      if (recognised) {
        const remarks = fitText([...unsupported, ...words], TEXT_PARAMS.remarks.maxLength);
        if (remarks !== undefined) search.remarks = remarks;
      } else {
        // Nothing recognised: the text as typed is a free-text search (an address, a name), as before.
        const typed = refused.length === 0 ? sentence.trim().split(/\s+/) : words;
        const q = fitText(typed, TEXT_PARAMS.q.maxLength);
        if (q !== undefined) search.q = q;
      }
      // What the address will hold: values the search rules reject (a minimum above its maximum) are left out.
      return { search: parseListingSearch(listingSearchParams(search)).search, unsupported, refused };
    },
  };
}
