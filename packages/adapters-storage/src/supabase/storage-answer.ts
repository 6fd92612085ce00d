import { DataUnavailableError, DomainError } from '@app/domain';

/** A Storage API error as this adapter reads it. */
export interface StorageFailure {
  /** The real status: the body's `statusCode` (Storage sends HTTP 400 with it), else the HTTP status. */
  readonly status: number;
  readonly message: string;
}

/** The failure of a Storage answer, or null when it succeeded. */
export async function storageFailure(response: Response): Promise<StorageFailure | null> {
  if (response.ok) return null;
  const body = (await response.json().catch(() => null)) as {
    statusCode?: string | number;
    message?: string;
    error?: string;
  } | null;
  const status = Number.parseInt(String(body?.statusCode ?? response.status), 10);
  return {
    status: Number.isFinite(status) ? status : response.status,
    message: body?.message ?? body?.error ?? response.statusText,
  };
}

/** Runs a Storage call: domain errors pass; network failures, refusals and unreadable answers become
 * DataUnavailableError (cause kept). */
export async function storageCall<T>(message: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw new DataUnavailableError(message, { cause: error });
  }
}

/** The error of a failed call, for the cause chain. */
export function storageError(failure: StorageFailure): Error {
  return new Error(`Storage answered ${failure.status}: ${failure.message}`);
}
