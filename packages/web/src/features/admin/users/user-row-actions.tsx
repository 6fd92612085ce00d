import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import type { AuthUser, SiteRole } from '@app/domain';
import { useAdminApi } from '../kit/admin-http.ts';
import { ConfirmDeleteButton } from '../kit/confirm-delete.tsx';
import { notifyFailure, notifySuccess } from '../kit/notify.ts';
import { ConfirmActionButton } from './confirm-action-button.tsx';

const ROLE_CHOICES = [
  { value: 'admin', label: 'Admin' },
  { value: 'editor', label: 'Editor' },
  { value: 'none', label: 'No role (cannot open the admin area)' },
];

/**
 * Change a role (asked first), mail a reset link, turn off two-step sign-in (a lost phone), or remove an account; your
 * own account only shows.
 */
export function UserRowActions({ user, self, onChanged }: { user: AuthUser; self: boolean; onChanged: () => void }) {
  const api = useAdminApi();
  const [opened, { open, close }] = useDisclosure(false);
  const [role, setRole] = useState<string>(user.role ?? 'none');
  const [busy, setBusy] = useState(false);
  const path = `/api/admin/users/${user.id}`;

  if (self)
    return (
      <Text size="sm" c="dimmed">
        This is you
      </Text>
    );

  const saveRole = async () => {
    setBusy(true);
    try {
      await api.put(path, { role: role === 'none' ? null : (role as SiteRole) });
      notifySuccess(`${user.email} is now ${role === 'none' ? 'without a role' : `an ${role}`}.`);
      close();
      onChanged();
    } catch (error) {
      notifyFailure(error, 'Failed to change the role');
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button size="xs" variant="light" onClick={open} aria-label={`Role of ${user.email}`}>
        Role
      </Button>
      <ConfirmActionButton
        label="Reset password"
        ariaLabel={`Reset password of ${user.email}`}
        title={`Reset the password of ${user.email}?`}
        body="A link to choose a new password is mailed to this address. Their current password keeps working until they choose a new one."
        confirmLabel="Mail the reset link"
        onConfirm={async () => {
          await api.post(`${path}/password-reset`, {});
          notifySuccess(`A password-reset link was mailed to ${user.email}.`);
        }}
        failureMessage="Failed to send the reset link"
      />
      <ConfirmActionButton
        label="Turn off two-step"
        ariaLabel={`Turn off two-step sign-in of ${user.email}`}
        title={`Turn off two-step sign-in of ${user.email}?`}
        body="For a lost phone: their password alone signs them in again until they set up two-step sign-in anew on My account. Recorded in the activity log."
        confirmLabel="Turn off two-step sign-in"
        onConfirm={async () => {
          await api.del(`${path}/factors`);
          notifySuccess(`Two-step sign-in is off for ${user.email}.`);
        }}
        failureMessage="Failed to turn off two-step sign-in"
      />
      <ConfirmDeleteButton
        itemLabel={`the account ${user.email}`}
        failureMessage="Failed to remove the user"
        onConfirm={async () => {
          await api.del(path);
          onChanged();
        }}
      />
      <Modal opened={opened} onClose={close} title={`Role of ${user.email}`} centered>
        <Stack>
          <Select
            label="Role"
            data={ROLE_CHOICES}
            value={role}
            onChange={(value) => value !== null && setRole(value)}
            allowDeselect={false}
          />
          <Text size="sm">The change applies the next time they load a page of the admin area.</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button onClick={() => void saveRole()} loading={busy}>
              Change role
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
