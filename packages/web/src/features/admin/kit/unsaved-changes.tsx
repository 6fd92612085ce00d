import { Button, Group, Modal, Text } from '@mantine/core';
import { useBlocker } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';

/** The one question asked before typed changes are thrown away. */
export function DiscardChangesDialog({
  opened,
  onStay,
  onDiscard,
}: {
  readonly opened: boolean;
  readonly onStay: () => void;
  readonly onDiscard: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onStay} title="Discard your changes?" centered zIndex={400}>
      <Text>Your changes have not been saved. They will be lost if you leave.</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onStay} data-autofocus>
          Keep editing
        </Button>
        <Button color="red" onClick={onDiscard}>
          Discard changes
        </Button>
      </Group>
    </Modal>
  );
}

export interface UnsavedChanges {
  /** Wraps a close action (a drawer's or modal's onClose, a Cancel button): with changes, it asks first. */
  readonly guard: (close: () => void) => () => void;
  /** The question, to render once beside the form (outside its drawer or modal). */
  readonly prompt: ReactNode;
}

/**
 * Asks before unsaved changes are lost, whichever way the user leaves: a route change (TanStack Router's blocker), a
 * reload or closed tab (beforeunload), and a drawer or modal closed by its button, Esc or a click outside (`guard`).
 */
export function useUnsavedChanges(dirty: boolean): UnsavedChanges {
  const blocker = useBlocker({ shouldBlockFn: () => dirty, enableBeforeUnload: () => dirty, withResolver: true });
  const [pendingClose, setPendingClose] = useState<{ readonly close: () => void } | null>(null);
  const asking = blocker.status === 'blocked' || pendingClose !== null;
  // The Esc that answers the question also reaches the drawer or modal under it (Mantine listens on the window, and
  // React renders between listeners): while the question is open, and until that key press is over, closing is ignored.
  const answering = useRef(false);
  const answered = () => {
    answering.current = true;
    setTimeout(() => {
      answering.current = false;
    }, 0);
  };
  const guard = useCallback(
    (close: () => void) => () => {
      if (asking || answering.current) return;
      if (dirty) setPendingClose({ close });
      else close();
    },
    [dirty, asking],
  );
  const stay = () => {
    answered();
    if (blocker.status === 'blocked') blocker.reset();
    setPendingClose(null);
  };
  const discard = () => {
    answered();
    if (blocker.status === 'blocked') blocker.proceed();
    pendingClose?.close();
    setPendingClose(null);
  };
  const prompt = <DiscardChangesDialog opened={asking} onStay={stay} onDiscard={discard} />;
  return { guard, prompt };
}

/** Tells the owner of a drawer or modal whether the form inside has unsaved changes. */
export function useReportDirty(dirty: boolean, onDirtyChange: ((dirty: boolean) => void) | undefined): void {
  useEffect(() => {
    onDirtyChange?.(dirty);
  }, [dirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange?.(false), [onDirtyChange]);
}
