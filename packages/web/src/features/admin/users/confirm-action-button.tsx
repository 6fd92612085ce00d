import { Button, Group, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { notifyFailure } from '../kit/notify.ts';

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
  const [opened, { open, close }] = useDisclosure(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
      close();
    } catch (error) {
      notifyFailure(error, failureMessage);
    } finally {
      setBusy(false);
    }
  };
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
