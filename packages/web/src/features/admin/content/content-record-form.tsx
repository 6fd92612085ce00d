import { Button, Fieldset, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ContentEntity, ContentFields, RecordSnapshot } from '@app/domain';
import { useState } from 'react';
import { RecordHistoryButton } from '../history/record-history-button.tsx';
import {
  conflictOf,
  editableFields,
  VersionConflictDialog,
  type PendingConflict,
} from '../history/version-conflict.tsx';
import { useAdminApi } from '../kit/admin-http.ts';
import { applyServerIssues, issuesToFormErrors } from '../kit/form-errors.ts';
import { notifyFailure, notifySuccess } from '../kit/notify.ts';
import { useReportDirty } from '../kit/unsaved-changes.tsx';
import { useLocalDraft } from '../kit/use-local-draft.tsx';
import type { AgentOption } from './agent-options.ts';
import { contentApiPath, type ContentAdmin, type ContentFormValues } from './content-admin.ts';
import { ContentFieldInput } from './content-field-input.tsx';
import { contentFormIssues, toContentFields, toFormValues } from './content-form-values.ts';

/** A text ended with one full stop. */
function sentence(text: string): string {
  return text.endsWith('.') ? text : `${text}.`;
}

/** Whether the form holds a long text (rich text, or a text area of 4 rows or more): such forms keep a local draft. */
export function hasLongText<T extends ContentEntity>(admin: ContentAdmin<T>): boolean {
  return admin.sections.some((section) =>
    section.fields.some((field) => field.kind === 'rich-text' || (field.kind === 'textarea' && (field.rows ?? 0) >= 4)),
  );
}

/** The id a record's draft is kept under: the record's, or for a record not stored yet its fixed slug if it has one. */
function draftIdOf(record: ContentEntity | null, initial: unknown): string {
  if (record !== null) return record.id;
  const slug = typeof initial === 'object' && initial !== null ? (initial as { slug?: unknown }).slug : undefined;
  return typeof slug === 'string' && slug !== '' ? `new-${slug}` : 'new';
}

/** After a refused submit: says so, and moves the focus to the first field with a message. */
function focusFirstError(): void {
  notifyFailure(new Error('See the messages next to the fields.'), 'Some fields need attention');
  requestAnimationFrame(() => document.querySelector<HTMLElement>('form [aria-invalid="true"]')?.focus());
}

interface ContentRecordFormProps<T extends ContentEntity> {
  readonly admin: ContentAdmin<T>;
  /** The record to edit, or null for a new one. */
  readonly record: T | null;
  /** The fields a new record starts with (the collection's blank when left out). */
  readonly initial?: ContentFields<T>;
  readonly onSaved: (record: T) => void;
  readonly onCancel?: () => void;
  /** The submit button's text; "Save changes" or "Add {noun}" when left out. */
  readonly submitLabel?: string;
  /** The agents an agent field chooses from (the route's loader loads them; none when the form has no such field). */
  readonly agents?: readonly AgentOption[];
  /** Told whenever the form gains or loses unsaved changes (the owner of its drawer asks before closing). */
  readonly onDirtyChange?: (dirty: boolean) => void;
}

/**
 * Creates or edits one record of a collection from its descriptor: the collection's own rules
 * check the form before it is sent (the same the server applies), the server's answer marks
 * the fields it refuses, and what was typed stays in place on any failure.
 */
export function ContentRecordForm<T extends ContentEntity>({
  admin,
  record,
  initial,
  onSaved,
  onCancel,
  submitLabel,
  agents = [],
  onDirtyChange,
}: ContentRecordFormProps<T>) {
  const api = useAdminApi();
  const form = useForm<ContentFormValues>({
    initialValues: toFormValues(admin, record ?? initial ?? admin.blank()),
    validate: (values) => issuesToFormErrors(contentFormIssues(admin, values)),
  });
  const action = record === null ? 'create' : 'update';
  const dirty = form.isDirty();
  useReportDirty(dirty, onDirtyChange);
  const draft = useLocalDraft({
    scope: hasLongText(admin) ? admin.area : null,
    id: draftIdOf(record, initial),
    version: record?.updatedAt ?? null,
    values: form.getValues(),
    dirty,
    restore: (values) => form.setValues(values),
  });

  // The stored version the editing is based on, and its fields (what the other save is compared with on a conflict).
  const [base, setBase] = useState(() =>
    record === null ? null : { version: record.version, fields: editableFields(record) },
  );
  const [conflict, setConflict] = useState<PendingConflict | null>(null);

  const accept = (saved: T, verb: string) => {
    notifySuccess(sentence(`${verb} the ${admin.noun.one} ${admin.label(saved)}`));
    form.setValues(toFormValues(admin, saved as unknown as ContentFields<T>));
    form.resetDirty(toFormValues(admin, saved as unknown as ContentFields<T>));
    setBase({ version: saved.version, fields: editableFields(saved) });
    setConflict(null);
    draft.clear();
    onSaved(saved);
  };

  const store = async (fields: RecordSnapshot, baseVersion: number | null) => {
    try {
      const saved =
        record === null || baseVersion === null
          ? await api.post<T>(contentApiPath(admin.area), fields)
          : await api.put<T>(contentApiPath(admin.area, record.id), { ...fields, baseVersion });
      accept(saved, record === null ? 'Added' : 'Saved');
    } catch (error) {
      const pending = conflictOf(error, conflict?.theirs ?? base?.fields ?? {}, fields);
      if (pending !== null) setConflict(pending);
      else if (applyServerIssues(form, error)) focusFirstError();
      else notifyFailure(error, `Failed to ${action} the ${admin.noun.one}`);
    }
  };

  const submit = form.onSubmit(
    (values) => store(toContentFields(admin, values), base?.version ?? null),
    focusFirstError,
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        {draft.notice}
        {admin.sections.map((section) => (
          <Fieldset key={section.title} legend={section.title} variant="filled">
            <Stack gap="sm">
              {section.fields.map((field) => (
                <ContentFieldInput key={field.name} field={field} form={form} agents={agents} />
              ))}
            </Stack>
          </Fieldset>
        ))}
        <VersionConflictDialog
          conflict={conflict}
          noun={admin.noun.one}
          onResolve={(fields, baseVersion) => store(fields, baseVersion)}
          onCancel={() => setConflict(null)}
        />
        <Group justify="flex-end">
          {record !== null && base !== null && (
            <RecordHistoryButton
              path={contentApiPath(admin.area, record.id)}
              noun={admin.noun.one}
              currentVersion={base.version}
              dirty={dirty}
              onRestored={(restored) => accept(restored as unknown as T, 'Restored')}
            />
          )}
          {dirty && (
            <Text size="sm" c="dimmed" role="status">
              You have unsaved changes.
            </Text>
          )}
          {onCancel !== undefined && (
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
          )}
          <Button type="submit" loading={form.submitting}>
            {submitLabel ?? (record === null ? `Add ${admin.noun.one}` : 'Save changes')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
