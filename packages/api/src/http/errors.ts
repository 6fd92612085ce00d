import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { DomainError, ImageInUseError, StaleRecordError, ValidationError, type DomainErrorCode } from '@app/domain';
import { loggable } from '../logging/log-safety.ts';
import { logFailure } from '../logging/logger.ts';

const STATUS_BY_CODE: Record<DomainErrorCode, 400 | 404 | 409 | 503> = {
  validation: 400,
  not_found: 404,
  conflict: 409,
  unavailable: 503,
};

/**
 * The one place errors become HTTP answers: domain errors keep their message and get their
 * status (a validation failure also lists its issues, so a form can mark each field; a picture
 * still in use names where; a save based on an old version carries the record as it is now); Hono's own
 * HTTP errors (415 wrong media type, 413 too large) keep theirs; anything else is logged (the
 * request's path escaped, the error without its properties: see describeError) and answered with a
 * generic 500 (no internals leak).
 */
export function handleError(error: Error, c: Context): Response {
  if (error instanceof HTTPException)
    return c.json({ error: error.message || 'The request could not be read' }, error.status);
  if (error instanceof ValidationError) return c.json({ error: error.message, issues: error.issues }, 400);
  if (error instanceof StaleRecordError) return c.json({ error: error.message, current: error.current }, 409);
  if (error instanceof ImageInUseError) return c.json({ error: error.message, usedBy: [...error.usages] }, 409);
  if (error instanceof DomainError) return c.json({ error: error.message }, STATUS_BY_CODE[error.code]);
  logFailure(`${loggable(c.req.method)} ${loggable(c.req.path)} failed:`, error);
  return c.json({ error: 'Something went wrong on our side. Please try again.' }, 500);
}
