import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { pendingInvitations, type AuthUser, type InvitationMail } from '@app/domain';
import { useAdminApi } from '../kit/admin-http.ts';
import { ConfirmDeleteButton } from '../kit/confirm-delete.tsx';
import { notifyFailure, notifySuccess } from '../kit/notify.ts';
import { formatDateTime } from '../../../format/dates.ts';
import { ConfirmActionButton } from './confirm-action-button.tsx';

/** What the users page loads for its invitations: every account and the invitation mails the site kept. */
export interface InvitationData {
  readonly users: readonly AuthUser[];
  readonly mails: readonly InvitationMail[];
  readonly failed: boolean;
}

/**
 * The invitations nobody has accepted yet (accounts that never signed in): copy the link to pass it on where no mail
 * arrives, send a new link, or revoke the invitation (the account is removed; asks first).
 */
export function PendingInvitations({
  data,
  onChanged,
}: {
  readonly data: InvitationData;
  readonly onChanged: () => void;
}) {
  const api = useAdminApi();
  const pending = pendingInvitations(data.users, data.mails);
  const copy = async (email: string, link: string) => {
    try {
      await navigator.clipboard.writeText(link);
      notifySuccess(`Copied the invitation link of ${email}.`);
    } catch (error) {
      notifyFailure(error, 'The link could not be copied: select it and copy it by hand');
    }
  };
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="pending-invitations-title">
      <Title order={2} size="h4" id="pending-invitations-title" mb="sm">
        Pending invitations
      </Title>
      {data.failed && (
        <Alert color="red" title="The invitations could not be loaded" role="alert">
          Try again in a moment.
        </Alert>
      )}
      {!data.failed && pending.length === 0 && <Text size="sm">Everyone invited has signed in.</Text>}
      <Stack gap="sm">
        {pending.map(({ user, link, sentAt }) => (
          <Group key={user.id} justify="space-between" wrap="wrap" gap="xs">
            <Stack gap={0}>
              <Text fw={500}>{user.email}</Text>
              <Text size="sm" c="dimmed">
                {sentAt === null ? 'Added, never signed in' : `Invited ${formatDateTime(new Date(sentAt))}`}
              </Text>
              {link !== null && (
                <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
                  {link}
                </Text>
              )}
            </Stack>
            <Group gap="xs">
              {link !== null && (
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => void copy(user.email, link)}
                  aria-label={`Copy link of the invitation of ${user.email}`}
                >
                  Copy link
                </Button>
              )}
              <ConfirmActionButton
                label="Resend"
                ariaLabel={`Resend the invitation of ${user.email}`}
                title={`Send ${user.email} a new link?`}
                body="A new mail with a link to choose a password goes to this address."
                confirmLabel="Send a new link"
                onConfirm={async () => {
                  await api.post(`/api/admin/users/${user.id}/password-reset`, {});
                  notifySuccess(`A new link was mailed to ${user.email}.`);
                  onChanged();
                }}
                failureMessage="The link was not sent"
              />
              <ConfirmDeleteButton
                itemLabel={`the invitation of ${user.email}`}
                details="The account is removed: the link they were sent stops working."
                failureMessage="Failed to revoke the invitation"
                onConfirm={async () => {
                  await api.del(`/api/admin/users/${user.id}`);
                  onChanged();
                }}
              />
            </Group>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
