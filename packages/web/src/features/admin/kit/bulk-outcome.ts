import { notifications } from '@mantine/notifications';
import type { BulkOutcome } from '@app/domain';
import { notifySuccess } from './notify.ts';

/** "1 banner", "3 banners". */
export function countOf(count: number, noun: { readonly one: string; readonly many: string }): string {
  return `${String(count)} ${count === 1 ? noun.one : noun.many}`;
}

/**
 * What a bulk action did, in words: how many changed (`done` says it: "Hid 2 banners."), and each record that could
 * not be changed with its reason ("Spring open houses: someone else saved this banner…"), so nothing fails silently.
 */
export function bulkOutcomeText(
  outcome: BulkOutcome,
  done: (what: string) => string,
  noun: { readonly one: string; readonly many: string },
  nameOf: (id: string) => string,
): { readonly success: string | null; readonly failures: string | null } {
  return {
    success: outcome.succeeded.length === 0 ? null : done(countOf(outcome.succeeded.length, noun)),
    failures:
      outcome.failed.length === 0
        ? null
        : `${countOf(outcome.failed.length, noun)} could not be changed: ${outcome.failed
            .map((failure) => `${nameOf(failure.id)}: ${failure.reason}`)
            .join('; ')}`,
  };
}

/** Shows a bulk action's outcome: a green message for what changed, a red one that stays for what did not. */
export function notifyBulkOutcome(text: ReturnType<typeof bulkOutcomeText>): void {
  if (text.success !== null) notifySuccess(text.success);
  if (text.failures !== null)
    notifications.show({
      closeButtonProps: { 'aria-label': 'Close the message' },
      styles: { description: { color: 'var(--mantine-color-gray-8)' } },
      color: 'red',
      title: 'Not everything changed',
      message: text.failures,
      autoClose: false,
    });
}
