import { textOf } from '@app/domain';
/** A timestamp as the domain carries it (ISO 8601, UTC), from whatever the driver returned. */
export function toIsoTimestamp(value: unknown): string {
  const date = value instanceof Date ? value : new Date(String(value));
  if (Number.isNaN(date.getTime())) throw new TypeError(`Not a timestamp: ${String(value)}`);
  return date.toISOString();
}

/** The same, keeping null. */
export function toIsoTimestampOrNull(value: unknown): string | null {
  return value === null || value === undefined ? null : toIsoTimestamp(value);
}

/** A JS number from a numeric, bigint or integer column (drivers return numeric as text). */
export function toNumberOrNull(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(number)) throw new TypeError(`Not a number: ${textOf(value)}`);
  return number;
}

/** Text, keeping null. */
export function toTextOrNull(value: unknown): string | null {
  return value === null || value === undefined ? null : textOf(value);
}

/** A boolean, keeping null. */
export function toBooleanOrNull(value: unknown): boolean | null {
  return value === null || value === undefined ? null : value === true || value === 't' || value === 'true';
}

/** A list of texts from a JSON column (parsed by the driver or not), keeping null. */
export function toTextListOrNull(value: unknown): readonly string[] | null {
  if (value === null || value === undefined) return null;
  const list: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  if (!Array.isArray(list)) throw new TypeError(`Not a list: ${textOf(value)}`);
  return list.map((item) => textOf(item));
}
