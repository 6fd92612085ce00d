/** Collects positional parameters while a statement is written: `add(value)` answers its `$n`. */
export class SqlParameters {
  readonly values: unknown[] = [];

  /** Appends a value and answers its placeholder. */
  add(value: unknown): string {
    return `$${this.values.push(value)}`;
  }
}
