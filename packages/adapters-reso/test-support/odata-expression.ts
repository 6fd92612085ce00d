import { textOf } from '@app/domain';
import { tokenize, type Token } from './odata-tokens.ts';
import { ODataQueryError, type FieldType } from './reso-metadata.ts';

/** A record of the double: RESO field names to JSON values. */
export type ResoRecord = Record<string, unknown>;
type Predicate = (record: ResoRecord) => boolean;
type Literal = { readonly type: FieldType | 'null'; readonly value: string | number | boolean | null };
const COMPARISONS = ['eq', 'ne', 'gt', 'ge', 'lt', 'le'] as const;

/**
 * Compiles an OData `$filter` into a predicate: comparisons (`eq ne gt ge lt le`), `in (...)`,
 * `and`, `or`, `not` and parentheses, with field names and literal types checked against the
 * resource's fields the way a strict OData server checks them (a quoted string is not a DateTimeOffset).
 */
export function compileFilter(filter: string, fields: Record<string, FieldType>): Predicate {
  const tokens = tokenize(filter);
  let at = 0;
  const peek = (): Token | undefined => tokens[at];
  const next = (): Token => tokens[at++] ?? fail('Unexpected end of $filter');
  const word = (text: string): boolean => peek()?.kind === 'word' && peek()?.text === text && (at++, true);

  function disjunction(): Predicate {
    let left = conjunction();
    while (word('or')) {
      const l = left,
        r = conjunction();
      left = (record) => l(record) || r(record);
    }
    return left;
  }
  function conjunction(): Predicate {
    let left = unary();
    while (word('and')) {
      const l = left,
        r = unary();
      left = (record) => l(record) && r(record);
    }
    return left;
  }
  function unary(): Predicate {
    if (word('not')) {
      const operand = unary();
      return (record) => !operand(record);
    }
    if (peek()?.kind === 'open') {
      next();
      const inner = disjunction();
      expect('close');
      return inner;
    }
    return comparison();
  }
  function comparison(): Predicate {
    const field = next();
    const type = fields[field.text];
    if (field.kind !== 'word' || type === undefined) fail(`Could not find a property named '${field.text}'`);
    const operator = next().text;
    if (operator === 'in') {
      expect('open');
      const values = [literal(type)];
      while (peek()?.kind === 'comma') {
        next();
        values.push(literal(type));
      }
      expect('close');
      return (record) => values.some((value) => compare(record[field.text], value) === 0);
    }
    if (!(COMPARISONS as readonly string[]).includes(operator)) fail(`Unknown operator '${operator}'`);
    const value = literal(type);
    return (record) => test(operator, compare(record[field.text], value));
  }
  function literal(type: FieldType): Literal {
    const token = next();
    if (token.kind === 'word' && token.text === 'null') return { type: 'null', value: null };
    const found = literalOf(token);
    const compatible = found.type === type || (type === 'datetime' && found.type === 'date');
    if (!compatible) fail(`A binary operator with incompatible types was detected: ${type} and ${found.type}`);
    return found;
  }
  function expect(kind: Token['kind']): void {
    if (next().kind !== kind) fail(`Expected '${kind}' in $filter`);
  }

  const predicate = disjunction();
  if (at < tokens.length) fail(`Unexpected '${tokens[at]?.text}' in $filter`);
  return predicate;
}

function literalOf(token: Token): Literal {
  switch (token.kind) {
    case 'string':
      return { type: 'string', value: token.text.slice(1, -1).replaceAll("''", "'") };
    case 'number':
      return { type: 'number', value: Number(token.text) };
    case 'datetime':
      return { type: 'datetime', value: token.text };
    case 'date':
      return { type: 'date', value: token.text };
    case 'word':
      if (token.text === 'true' || token.text === 'false') return { type: 'boolean', value: token.text === 'true' };
  }
  return fail(`'${token.text}' is not a literal`);
}

/** Orders a record value against a literal: negative, 0, positive; null when either is null (only `eq`/`ne` null match
 * then). */
function compare(value: unknown, literal: Literal): number | null {
  const absent = value === null || value === undefined;
  if (absent || literal.value === null) return absent && literal.value === null ? 0 : null;
  if (literal.type === 'datetime' || literal.type === 'date')
    return Date.parse(textOf(value)) - Date.parse(textOf(literal.value));
  if (typeof value === 'number') return value - Number(literal.value);
  const text = textOf(value),
    other = String(literal.value);
  return text < other ? -1 : text > other ? 1 : 0;
}

function test(operator: string, order: number | null): boolean {
  if (order === null) return operator === 'ne';
  return (
    { eq: order === 0, ne: order !== 0, gt: order > 0, ge: order >= 0, lt: order < 0, le: order <= 0 }[operator] ??
    false
  );
}

function fail(message: string): never {
  throw new ODataQueryError(message);
}
