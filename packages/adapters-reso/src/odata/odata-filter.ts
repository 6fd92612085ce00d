/** An OData string literal: single-quoted, inner quotes doubled. */
export function odataString(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

/** An OData DateTimeOffset literal (unquoted ISO 8601, UTC). */
export function odataTimestamp(iso: string): string {
  return new Date(iso).toISOString();
}

/**
 * `field` equal to one of the values, as a parenthesised chain of `eq ... or ...`. OData 4.0 core
 * syntax, which every RESO server accepts; the 4.01 `in (...)` operator is not universally supported.
 * String literals serve enumerations too: RESO servers take lookup values as strings.
 */
export function anyOf(field: string, values: readonly string[]): string {
  if (values.length === 0) throw new RangeError(`anyOf(${field}) needs at least one value`);
  return `(${values.map((value) => `${field} eq ${odataString(value)}`).join(' or ')})`;
}

/** The conditions joined with `and`, skipping absent ones. */
export function allOf(...conditions: readonly (string | null)[]): string {
  return conditions.filter((condition): condition is string => condition !== null).join(' and ');
}
