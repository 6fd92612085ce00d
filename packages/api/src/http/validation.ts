import type { Context, Env } from 'hono';
import type { Hook } from '@hono/zod-openapi';

/** The 400 message for a list of problems: `Invalid request: field: message; …`. */
export function invalidRequest(issues: readonly { field: string; message: string }[]): string {
  return `Invalid request: ${issues.map((issue) => (issue.field === '' ? issue.message : `${issue.field}: ${issue.message}`)).join('; ')}`;
}

/** What zod-openapi hands a validation hook. */
export type ValidationResult = Parameters<Hook<unknown, Env, string, unknown>>[0];

/** The issues of a failed validation, each with its field path. */
export function validationIssues(result: ValidationResult & { success: false }) {
  return result.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }));
}

/** Turns a failed request validation into a 400 that names every bad field (any route environment). */
export function rejectInvalidRequest<E extends Env>(result: ValidationResult, c: Context<E>) {
  if (result.success) return undefined;
  return c.json({ error: invalidRequest(validationIssues(result)) }, 400);
}
