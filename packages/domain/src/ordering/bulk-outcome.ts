import { DomainError, ValidationError } from '../errors/domain-error.ts';

/** One record a bulk action could not change, and why in words ("Someone else saved this banner …"). */
export interface BulkFailure {
  readonly id: string;
  readonly reason: string;
}

/** What a bulk action did: the ids it changed and the ones it could not, each with its reason. */
export interface BulkOutcome {
  readonly succeeded: string[];
  readonly failed: BulkFailure[];
}

/**
 * Applies `action` to each id in turn through the single-record use case, so each change is validated, audited and
 * shown as a single write is. A refusal the domain explains (not found, changed by someone else, invalid) is kept as
 * that id's failure and the others go on; anything else (the database down) stops the batch and is thrown.
 */
export async function applyToEach(
  ids: readonly string[],
  action: (id: string) => Promise<unknown>,
): Promise<BulkOutcome> {
  const succeeded: string[] = [];
  const failed: BulkFailure[] = [];
  for (const id of ids) {
    try {
      await action(id);
      succeeded.push(id);
    } catch (error) {
      if (!(error instanceof DomainError) || error.code === 'unavailable') throw error;
      failed.push({ id, reason: reasonOf(error) });
    }
  }
  return { succeeded, failed };
}

function reasonOf(error: DomainError): string {
  if (error instanceof ValidationError)
    return error.issues.map((issue) => `${issue.field} ${issue.message}`).join('; ');
  return error.message;
}
