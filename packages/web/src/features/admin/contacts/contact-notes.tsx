import { Button, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { CONTACT_NOTE_MAX_LENGTH, contactNoteIssues, type ContactNote } from '@app/domain';
import { useAdminApi } from '../kit/admin-http.ts';
import { applyServerIssues, validateWith } from '../kit/form-errors.ts';
import { notifyFailure, notifySuccess } from '../kit/notify.ts';
import { formatReceived } from './contact-labels.ts';

/** The team's notes on a submission, oldest first, and the form that adds one. */
export function ContactNotes({
  submissionId,
  notes,
  onAdded,
}: {
  submissionId: string;
  notes: readonly ContactNote[];
  onAdded: () => void;
}) {
  const api = useAdminApi();
  const [saving, setSaving] = useState(false);
  const form = useForm({
    initialValues: { text: '' },
    validate: validateWith((values: { text: string }) => contactNoteIssues(values.text)),
  });

  const save = form.onSubmit(async (values) => {
    setSaving(true);
    try {
      await api.post(`/api/admin/contacts/${submissionId}/notes`, values);
      notifySuccess('The note was added.');
      form.reset();
      onAdded();
    } catch (error) {
      if (!applyServerIssues(form, error)) notifyFailure(error, 'The note could not be added');
    } finally {
      setSaving(false);
    }
  });

  return (
    <Stack gap="sm">
      <Text fw={600} component="h3" size="md">
        Notes
      </Text>
      {notes.length === 0 && (
        <Text c="dimmed" size="sm">
          No notes yet.
        </Text>
      )}
      {notes.map((note) => (
        <Paper key={note.id} withBorder p="sm">
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {note.text}
          </Text>
          <Text size="xs" c="dimmed" mt={4}>
            {note.authorEmail}, {formatReceived(note.createdAt)}
          </Text>
        </Paper>
      ))}
      <form onSubmit={save} noValidate>
        <Stack gap="xs">
          <Textarea
            label="Add a note"
            description="What was done or agreed: a call, an email, a showing booked."
            autosize
            minRows={2}
            maxLength={CONTACT_NOTE_MAX_LENGTH}
            {...form.getInputProps('text')}
          />
          <Button type="submit" loading={saving} variant="light" style={{ alignSelf: 'flex-start' }}>
            Add note
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
