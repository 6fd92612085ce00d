import { useState } from 'react';
import { Button, Modal } from '@mantine/core';
import { useRouteContext } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { ChangePasswordForm } from './change-password-form.tsx';

/** The admin header's "Change password" button and its dialog. */
export function ChangePasswordButton() {
  const { stores } = useRouteContext({ from: '__root__' });
  const auth = useSnapshot(stores.auth.state);
  const [open, setOpen] = useState(false);
  if (auth.user === null) return null;
  return (
    <>
      <Button size="xs" variant="subtle" color="gray.0" onClick={() => setOpen(true)}>
        Change password
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title="Change your password">
        <ChangePasswordForm
          email={auth.user.email}
          change={(password, currentPassword) => stores.auth.updatePassword(password, currentPassword)}
          onDone={() => setOpen(false)}
        />
      </Modal>
    </>
  );
}
