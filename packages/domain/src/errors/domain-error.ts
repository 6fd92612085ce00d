/** Stable codes the API maps to HTTP statuses in one place. */
export type DomainErrorCode = 'validation' | 'not_found' | 'unavailable' | 'conflict';

/** Base of every error the domain and its adapters raise on purpose. */
export class DomainError extends Error {
  readonly code: DomainErrorCode;

  constructor(code: DomainErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = new.target.name;
    this.code = code;
  }
}

/** One rejected field of an input, with a message a person can act on. */
export interface ValidationIssue {
  readonly field: string;
  readonly message: string;
}

/** Input that breaks a rule; carries every issue found, not just the first. */
export class ValidationError extends DomainError {
  readonly issues: readonly ValidationIssue[];

  constructor(issues: readonly ValidationIssue[]) {
    super('validation', issues.map((issue) => `${issue.field}: ${issue.message}`).join('; '));
    this.issues = issues;
  }
}

/** The thing asked for does not exist. */
export class NotFoundError extends DomainError {
  constructor(message: string) {
    super('not_found', message);
  }
}

/** A backend (database, upstream API) failed; the message is safe to show. */
export class DataUnavailableError extends DomainError {
  constructor(message: string, options?: { cause?: unknown }) {
    super('unavailable', message, options);
  }
}

/** The change would break a uniqueness rule (a slug already taken). */
export class ConflictError extends DomainError {
  constructor(message: string) {
    super('conflict', message);
  }
}
