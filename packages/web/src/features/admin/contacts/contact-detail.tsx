import { Alert, Anchor, Drawer, Group, Radio, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { CONTACT_TOPIC_LABELS, leadSourceLabel, type ContactStatus, type ContactSubmission } from '@app/domain';
import { useAdminApi } from '../kit/admin-http.ts';
import { ConfirmDeleteButton } from '../kit/confirm-delete.tsx';
import { failureMessage, notifyFailure, notifySuccess } from '../kit/notify.ts';
import type { ContactDetailLoad } from './contact-detail-load.ts';
import { ContactNotes } from './contact-notes.tsx';
import { agentLabel, type AgentChoice } from './lead-agents.ts';
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
  agents = [],
  onClose,
  onChanged,
}: {
  loaded: ContactDetailLoad;
  /** The agents a lead can be given to. */
  agents?: readonly AgentChoice[];
  onClose: () => Promise<void>;
  onChanged: () => void;
}) {
  const api = useAdminApi();
  const { id, error } = loaded;
  // The status just chosen, shown while it is saved and the page's data reloads.
  const [chosen, setChosen] = useState<ContactStatus | null>(null);
  // The agent and follow-up day as last saved here, shown until the page's data reloads.
  const [saved, setSaved] = useState<Pick<ContactSubmission, 'assignedAgentId' | 'followUpOn'> | null>(null);
  const withStatus = loaded.detail === null || chosen === null ? loaded.detail : { ...loaded.detail, status: chosen };
  const detail = withStatus === null || saved === null ? withStatus : { ...withStatus, ...saved };

  const change = async (path: 'assignment' | 'follow-up', body: object, done: (after: ContactSubmission) => string) => {
    try {
      const after = await api.put<ContactSubmission>(`/api/admin/contacts/${id}/${path}`, body);
      setSaved({ assignedAgentId: after.assignedAgentId, followUpOn: after.followUpOn });
      notifySuccess(done(after));
    } catch (failure) {
      notifyFailure(failure, path === 'assignment' ? 'The lead could not be assigned' : 'The day could not be saved');
    }
    onChanged();
  };
  const assign = (agentId: string | null) =>
    change('assignment', { agentId }, (after) => `Assigned to ${agentLabel(agents, after.assignedAgentId)}.`);
  const followUpBy = (day: string) =>
    change('follow-up', { followUpOn: day === '' ? null : day }, (after) =>
      after.followUpOn === null ? 'Follow-up day cleared.' : `Follow up by ${after.followUpOn}.`,
    );

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
            <Fact label="Received (office time)">{formatReceived(detail.createdAt)}</Fact>
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
              {leadSourceLabel(detail)}
              {detail.attribution !== null && attributionDetails(detail.attribution) !== '' && (
                <Text span c="dimmed" size="sm">
                  {` (${attributionDetails(detail.attribution)})`}
                </Text>
              )}
            </Fact>
          </Stack>
          <Group align="flex-end" gap="md">
            <Select
              label="Assigned agent"
              placeholder="Nobody yet"
              data={agents}
              value={detail.assignedAgentId}
              onChange={(value) => void assign(value)}
              clearable
              searchable
              w={240}
            />
            <TextInput
              type="date"
              label="Follow up by (office day)"
              defaultValue={detail.followUpOn ?? ''}
              onChange={(event) => {
                const day = event.currentTarget.value;
                if (day === '' || /^\d{4}-\d{2}-\d{2}$/.test(day)) void followUpBy(day);
              }}
              w={220}
            />
          </Group>
          {detail.activity.length > 0 && (
            <section aria-labelledby="lead-activity-title">
              <Text fw={600} id="lead-activity-title">
                Activity on the site
              </Text>
              <Stack component="ul" gap={4} mt="xs" pl="md" m={0}>
                {detail.activity.map((item) => (
                  <Text component="li" size="sm" key={`${item.at} ${item.text}`}>
                    {formatReceived(item.at)}: {item.text}
                  </Text>
                ))}
              </Stack>
            </section>
          )}
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
