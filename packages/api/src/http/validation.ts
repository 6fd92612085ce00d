import type { Env } from 'hono';
import type { Hook } from '@hono/zod-openapi';

/** Turns a failed request validation into a 400 that names every bad field. */
export const rejectInvalidRequest: Hook<unknown, Env, string, unknown> = (result, c) => {
  if (result.success) return undefined;
  const problems = result.error.issues.map((issue) => {
    const field = issue.path.join('.');
    return field === '' ? issue.message : `${field}: ${issue.message}`;
  });
  return c.json({ error: `Invalid request: ${problems.join('; ')}` }, 400);
};
