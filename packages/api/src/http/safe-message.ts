import { DomainError } from '@app/domain';

/**
 * The message a failed call may show a visitor: a domain error's own message (adapters word
 * them safely), otherwise the catalogue's fallback. Driver errors never reach the page.
 */
export function safeMessage(error: unknown, fallback: string): string {
  return error instanceof DomainError && error.code !== 'validation' ? error.message : fallback;
}
