import { ODataQueryError } from './reso-metadata.ts';

/** A lexical token of an OData `$filter`. */
export interface Token {
  readonly kind: 'open' | 'close' | 'comma' | 'word' | 'string' | 'datetime' | 'date' | 'number';
  readonly text: string;
}

const PATTERNS: readonly [Token['kind'], RegExp][] = [
  ['open', /^\(/],
  ['close', /^\)/],
  ['comma', /^,/],
  ['string', /^'(?:[^']|'')*'/],
  ['datetime', /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})/],
  ['date', /^\d{4}-\d{2}-\d{2}/],
  ['number', /^-?\d+(?:\.\d+)?/],
  ['word', /^[A-Za-z_][A-Za-z0-9_.]*/],
];

/** Splits a `$filter` into tokens; anything else is a syntax error, as on a real OData server. */
export function tokenize(filter: string): Token[] {
  const tokens: Token[] = [];
  for (let rest = filter.trimStart(); rest !== ''; rest = rest.trimStart()) {
    const match = PATTERNS.map(([kind, pattern]) => [kind, pattern.exec(rest)?.[0]] as const).find(
      ([, text]) => text !== undefined,
    );
    if (match === undefined || match[1] === undefined)
      throw new ODataQueryError(`Syntax error at '${rest.slice(0, 20)}' in $filter`);
    tokens.push({ kind: match[0], text: match[1] });
    rest = rest.slice(match[1].length);
  }
  return tokens;
}
