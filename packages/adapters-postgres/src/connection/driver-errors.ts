import { DataUnavailableError, DomainError } from '@app/domain';

/**
 * Runs a database call and turns any driver failure into a DataUnavailableError carrying the
 * catalogue message; the driver's own error stays attached as the cause for the server log.
 * Domain errors raised on purpose pass through unchanged.
 */
export async function translateDriverErrors<T>(message: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw new DataUnavailableError(message, { cause: error });
  }
}

/** Whether text is a UUID Postgres will accept, so a malformed id never reaches the driver (the domain's rule). */
export { isUuid } from '@app/domain';
