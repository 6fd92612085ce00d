import { Alert, Anchor, Drawer, Group, Radio, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { CONTACT_TOPIC_LABELS, LEAD_CHANNEL_LABELS, type ContactStatus } from '@app/domain';
import { useAdminApi } from '../kit/admin-http.ts';
import { ConfirmDeleteButton } from '../kit/confirm-delete.tsx';
import { failureMessage, notifyFailure, notifySuccess } from '../kit/notify.ts';
import type { ContactDetailLoad } from './contact-detail-load.ts';
import { ContactNotes } from './contact-notes.tsx';
import { attributionDetails, CONTACT_STATUS_LABELS, formatReceived, STATUS_OPTIONS } from './contact-labels.ts';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} component="dt">
        {label}
      </Text>
      <Text size="sm" component="dd" m={0} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

/**
 * One submission in a side panel (its route's loader loaded it): the message, its status, the
 * team's notes, and delete. A change reloads the page's data (`onChanged`).
 */
export function ContactDetail({
  loaded,
  onClose,
  onChanged,
}: {
  loaded: ContactDetailLoad;
  onClose: () => Promise<void>;
  onChanged: () => void;
}) {
  const api = useAdminApi();
  const { id, error } = loaded;
  // The status just chosen, shown while it is saved and the page's data reloads.
  const [chosen, setChosen] = useState<ContactStatus | null>(null);
  const detail = loaded.detail === null || chosen === null ? loaded.detail : { ...loaded.detail, status: chosen };

  const changeStatus = async (status: ContactStatus) => {
    setChosen(status);
    try {
      await api.put(`/api/admin/contacts/${id}`, { status });
      notifySuccess(`Marked as ${CONTACT_STATUS_LABELS[status]}.`);
    } catch (failure) {
      notifyFailure(failure, 'The status could not be changed');
      setChosen(null);
    }
    onChanged();
  };

  return (
    <Drawer
      opened
      onClose={() => void onClose()}
      position="right"
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close the submission' }}
      title={detail === null ? 'Contact submission' : `Message from ${detail.name}`}
    >
      {error !== null && (
        <Alert color="red" role="alert" title="The submission could not be loaded">
          {failureMessage(error, 'Try again in a moment.')}
        </Alert>
      )}
      {detail !== null && (
        <Stack gap="lg">
          <Stack gap="sm" component="dl" m={0}>
            <Fact label="Received">{formatReceived(detail.createdAt)}</Fact>
            <Fact label="Kind">{CONTACT_TOPIC_LABELS[detail.topic]}</Fact>
            <Fact label="Email">
              <Anchor href={`mailto:${detail.email}`}>{detail.email}</Anchor>
            </Fact>
            {detail.phone !== null && (
              <Fact label="Phone">
                <Anchor href={`tel:${detail.phone.replace(/[^+\d]/g, '')}`}>{detail.phone}</Anchor>
              </Fact>
            )}
            {detail.listingId !== null && (
              <Fact label="Listing">
                <Anchor href={`/properties/${encodeURIComponent(detail.listingId)}`} target="_blank">
                  {detail.listingId}
                </Anchor>
              </Fact>
            )}
            {detail.preferredTime !== null && <Fact label="Preferred time">{detail.preferredTime}</Fact>}
            <Fact label="Message">{detail.message}</Fact>
            <Fact label="Sent from">{detail.sourcePath}</Fact>
            <Fact label="Source">
              {LEAD_CHANNEL_LABELS[detail.channel]}
              {detail.attribution !== null && attributionDetails(detail.attribution) !== '' && (
                <Text span c="dimmed" size="sm">
                  {` (${attributionDetails(detail.attribution)})`}
                </Text>
              )}
            </Fact>
          </Stack>
          <Radio.Group label="Status" value={detail.status} onChange={(value) => void changeStatus(value)}>
            <Group mt="xs">
              {STATUS_OPTIONS.map((option) => (
                <Radio key={option.value} value={option.value} label={option.label} />
              ))}
            </Group>
          </Radio.Group>
          <ContactNotes submissionId={detail.id} notes={detail.notes} onAdded={onChanged} />
          <Group justify="flex-end">
            <ConfirmDeleteButton
              size="sm"
              itemLabel={`the message from ${detail.name}`}
              details="Its notes go with it. Delete only spam, or a message the sender asked to have removed."
              failureMessage="The submission could not be deleted"
              onConfirm={async () => {
                await api.del(`/api/admin/contacts/${id}`);
                await onClose();
                onChanged();
              }}
            />
          </Group>
        </Stack>
      )}
    </Drawer>
  );
}
