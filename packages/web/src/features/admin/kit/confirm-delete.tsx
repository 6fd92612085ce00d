import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { notifySuccess } from './notify.ts';
import { useConfirmedAction } from './use-confirmed-action.ts';

interface ConfirmDeleteProps {
  /** What is deleted, in words: "the agent Maria Lopez". */
  readonly itemLabel: string;
  /** Deletes; a rejection is shown and the dialog stays open. */
  readonly onConfirm: () => Promise<void>;
  /** More to say before deleting (e.g. where an image is used). */
  readonly details?: ReactNode;
  /** The failure title, e.g. "Failed to delete footer link". */
  readonly failureMessage?: string;
  readonly size?: 'xs' | 'sm';
  /** What deleting means; "This cannot be undone." unless told (content goes to the Trash). */
  readonly consequence?: string;
  /** The message after the delete; "Deleted {itemLabel}." unless told. */
  readonly doneMessage?: string;
  /** Called as the question opens (to start checking what `details` shows). */
  readonly onOpen?: () => void;
}

/** The question a delete asks first: what goes, what that means, Cancel or Delete (busy while it runs). */
export function DeleteQuestion({
  opened,
  title,
  consequence,
  details,
  busy,
  onClose,
  onConfirm,
}: {
  readonly opened: boolean;
  readonly title: string;
  readonly consequence: string;
  readonly details?: ReactNode;
  readonly busy: boolean;
  readonly onClose: () => void;
  readonly onConfirm: () => Promise<void>;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack>
        <Text>{consequence}</Text>
        {details}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button color="red" onClick={() => void onConfirm()} loading={busy}>
            Delete
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** A delete button that asks first, says what will go, and reports the outcome. */
export function ConfirmDeleteButton({
  itemLabel,
  onConfirm,
  details,
  failureMessage = 'The delete failed',
  size = 'xs',
  onOpen,
  consequence = 'This cannot be undone.',
  doneMessage,
}: ConfirmDeleteProps) {
  const { opened, open, close, busy, confirm } = useConfirmedAction(onConfirm, failureMessage, () =>
    notifySuccess(doneMessage ?? `Deleted ${itemLabel}${itemLabel.endsWith('.') ? '' : '.'}`),
  );

  return (
    <>
      <Button
        size={size}
        variant="light"
        color="red"
        onClick={() => {
          onOpen?.();
          open();
        }}
        aria-label={`Delete ${itemLabel}`}
      >
        Delete
      </Button>
      <DeleteQuestion
        opened={opened}
        title={`Delete ${itemLabel}?`}
        consequence={consequence}
        details={details}
        busy={busy}
        onClose={close}
        onConfirm={confirm}
      />
    </>
  );
}
