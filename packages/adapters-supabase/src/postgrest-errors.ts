import { DataUnavailableError, DomainError, type NotFoundError } from '@app/domain';

/** The error part of a supabase-js answer (a PostgrestError or what a failed fetch leaves). */
export interface PostgrestFailure {
  readonly code?: string | null;
  readonly message?: string | null;
}

/** `.single()` found no row (HTTP 406). */
const NO_ROW_CODE = 'PGRST116';
/** The asked offset lies past the last row (HTTP 416). */
export const RANGE_NOT_SATISFIABLE_CODE = 'PGRST103';

/** Whether the failure carries the given PostgREST or Postgres code. */
export function hasCode(failure: PostgrestFailure, code: string): boolean {
  return failure.code === code;
}

/**
 * The domain error for a failed call: the given NotFoundError when `.single()` found no row, otherwise
 * a DataUnavailableError whose message is the catalogue's safe fallback. Refusals by a grant or a
 * row-level security policy (Postgres 42501, HTTP 401/403) are of the second kind; the backend's own
 * text, which may name tables or policies, stays in `cause`.
 */
export function toDomainError(failure: PostgrestFailure, fallback: string, noRow?: NotFoundError): Error {
  if (noRow !== undefined && hasCode(failure, NO_ROW_CODE)) return noRow;
  return new DataUnavailableError(fallback, { cause: failure });
}

/**
 * Runs a call and lets only domain errors out: anything else thrown on the way (a token provider
 * that fails, a client bug) becomes a DataUnavailableError with the catalogue's fallback.
 */
export async function withDomainErrors<T>(fallback: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw error instanceof DomainError ? error : new DataUnavailableError(fallback, { cause: error });
  }
}

/** The data of a supabase-js answer, or its failure as a DataUnavailableError with the catalogue's `fallback`. */
export async function answerOrUnavailable<T>(
  fallback: string,
  call: () => PromiseLike<{ data: T | null; error: PostgrestFailure | null }>,
): Promise<T> {
  const { data, error } = await call();
  if (error) throw toDomainError(error, fallback);
  return data as T;
}
