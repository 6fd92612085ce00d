import { ValidationError, type ValidationIssue } from '@app/domain';

/** Field errors as @mantine/form takes them: the first message of each field. */
export function issuesToFormErrors(issues: readonly ValidationIssue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[issue.field] ??= issue.message;
  return errors;
}

/** The part of a @mantine/form form this needs. */
interface FormWithErrors {
  setErrors(errors: Record<string, string>): void;
}

/**
 * Puts a server ValidationError's messages next to their fields (the typed values stay as they
 * are) and answers true; answers false for any other error, which the caller reports.
 */
export function applyServerIssues(form: FormWithErrors, error: unknown): boolean {
  if (!(error instanceof ValidationError)) return false;
  form.setErrors(issuesToFormErrors(error.issues));
  return true;
}

/** A client-side validator for @mantine/form from a domain validator that lists issues. */
export function validateWith<T>(listIssues: (values: T) => readonly ValidationIssue[]) {
  return (values: T): Record<string, string> => issuesToFormErrors(listIssues(values));
}
