import { notifications } from '@mantine/notifications';
import { ValidationError } from '@app/domain';

/** Named close button and AA-contrast text (Mantine's default message grey is 3.3:1 on white). */
const ACCESSIBLE = {
  closeButtonProps: { 'aria-label': 'Close the message' },
  styles: { description: { color: 'var(--mantine-color-gray-8)' } },
} as const;

/** A short green confirmation in the corner. */
export function notifySuccess(message: string): void {
  notifications.show({ ...ACCESSIBLE, color: 'green', title: 'Saved', message, autoClose: 4000 });
}

/** What went wrong, in the server's words when it gave some; otherwise the fallback. */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof ValidationError) return 'Some fields need attention: see the messages next to them.';
  return error instanceof Error && error.message !== '' ? error.message : fallback;
}

/** A red notice that stays until closed, so it is not missed. */
export function notifyFailure(error: unknown, fallback: string): void {
  notifications.show({
    ...ACCESSIBLE,
    color: 'red',
    title: fallback,
    message: failureMessage(error, fallback),
    autoClose: false,
  });
}
