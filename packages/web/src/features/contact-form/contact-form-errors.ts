import { ValidationError, type ValidationIssue } from '@app/domain';
import { HttpError } from '../../services/http/app-fetch.ts';

/** A message per field the visitor can fix, plus `form` for a failure that is no field's. */
export type FormErrors<F extends string> = Partial<Record<F | 'form', string>>;

/** Shown when a send fails without a message of the server's (the network dropped, for example). */
export const SEND_FAILED = 'Your message could not be sent. Please try again, or call us.';

/** The first message of each field the form shows; problems of any other field are the form's. */
export function errorsByField<F extends string>(
  issues: readonly ValidationIssue[],
  fields: readonly F[],
): FormErrors<F> {
  const errors: Partial<Record<string, string>> = {};
  for (const issue of issues) {
    const field = (fields as readonly string[]).includes(issue.field) ? issue.field : 'form';
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * What a failed send shows: the server's field messages next to their fields, the server's own
 * message for the form (a rate limit, a storage failure), or the fallback when no answer came.
 */
export function sendErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
  fallback: string = SEND_FAILED,
): FormErrors<F> {
  if (error instanceof ValidationError) return errorsByField(error.issues, fields);
  return { form: error instanceof HttpError && error.message !== '' ? error.message : fallback } as FormErrors<F>;
}

/** The first field, in the order they appear, with a problem; null when none has. */
export function firstInvalidField<F extends string>(errors: FormErrors<F>, fields: readonly F[]): F | null {
  return fields.find((field) => errors[field] !== undefined) ?? null;
}
