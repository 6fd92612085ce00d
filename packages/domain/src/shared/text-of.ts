/**
 * The text of a value read from outside the types (a database cell, a form field, a query parameter): a string as it
 * is, a number, boolean or bigint as `String` writes it, a date as ISO 8601, nothing (`null`, `undefined`) as `''`,
 * and anything else as JSON rather than `[object Object]`.
 */
export function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  return JSON.stringify(value) ?? '';
}
