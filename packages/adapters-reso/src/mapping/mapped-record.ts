import type { z } from 'zod';

/**
 * What became of one upstream record: a domain value (with notes on parts that were dropped,
 * such as a bad photo), an invalid record to log and skip, or a valid record the site does not show.
 */
export type MappedRecord<T> =
  | { readonly kind: 'ok'; readonly key: string; readonly value: T; readonly problems: readonly string[] }
  | { readonly kind: 'invalid'; readonly key: string | null; readonly problems: readonly string[] }
  | { readonly kind: 'ignored'; readonly key: string; readonly reason: string };

/** The issues of a failed validation, one readable line each (`ListPrice: Invalid input ...`). */
export function describeIssues(error: z.ZodError): string[] {
  return error.issues.map((issue) => `${issue.path.join('.') || '(record)'}: ${issue.message}`);
}

/** The record's key field when it has a usable one, for the log line of a rejected record. */
export function recordKey(raw: unknown, field: string): string | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const value: unknown = (raw as Record<string, unknown>)[field];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
}
