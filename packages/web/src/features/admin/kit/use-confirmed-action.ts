import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { notifyFailure } from './notify.ts';

/**
 * The state of a button that asks before it acts: the question's dialog open or not, and the action running. The action
 * runs on `confirm`; on success `done` is called and the dialog closes, a failure is reported and the dialog stays.
 */
export function useConfirmedAction(action: () => Promise<void>, failureMessage: string, done?: () => void) {
  const [opened, { open, close }] = useDisclosure(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await action();
      done?.();
      close();
    } catch (error) {
      notifyFailure(error, failureMessage);
    } finally {
      setBusy(false);
    }
  };
  return { opened, open, close, busy, confirm };
}
