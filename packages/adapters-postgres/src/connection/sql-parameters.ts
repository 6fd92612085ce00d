/** Collects positional parameters while a statement is written: `add(value)` answers its `$n`. */
export class SqlParameters {
  readonly values: unknown[] = [];

  /** Appends a value and answers its placeholder. */
  add(value: unknown): string {
    return `$${this.values.push(value)}`;
  }
}

/** A LIKE pattern matching text that contains the search literally: `%`, `_` and `\` lose their wildcard meaning. */
export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
