import { Button, Group, Modal, Text } from '@mantine/core';
import { useConfirmedAction } from '../kit/use-confirmed-action.ts';

interface ConfirmActionProps {
  readonly label: string;
  readonly ariaLabel: string;
  readonly title: string;
  readonly body: string;
  readonly confirmLabel: string;
  readonly onConfirm: () => Promise<void>;
  readonly failureMessage: string;
}

/** A button whose action runs only once confirmed in a dialog (mailing someone a link, for one). */
export function ConfirmActionButton({
  label,
  ariaLabel,
  title,
  body,
  confirmLabel,
  onConfirm,
  failureMessage,
}: ConfirmActionProps) {
  const { opened, open, close, busy, confirm } = useConfirmedAction(onConfirm, failureMessage);
  return (
    <>
      <Button size="xs" variant="light" onClick={open} aria-label={ariaLabel}>
        {label}
      </Button>
      <Modal opened={opened} onClose={close} title={title} centered>
        <Text>{body}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button onClick={() => void confirm()} loading={busy}>
            {confirmLabel}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
