import type { Env } from 'hono';
import type { Hook } from '@hono/zod-openapi';

/** The 400 message for a list of problems: `Invalid request: field: message; …`. */
export function invalidRequest(issues: readonly { field: string; message: string }[]): string {
  return `Invalid request: ${issues.map((issue) => (issue.field === '' ? issue.message : `${issue.field}: ${issue.message}`)).join('; ')}`;
}

/** Turns a failed request validation into a 400 that names every bad field. */
export const rejectInvalidRequest: Hook<unknown, Env, string, unknown> = (result, c) => {
  if (result.success) return undefined;
  return c.json({ error: invalidRequest(result.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }))) }, 400);
};
