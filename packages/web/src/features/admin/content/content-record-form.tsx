import { Button, Fieldset, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ContentEntity, ContentFields } from '@app/domain';
import { useAdminApi } from '../kit/admin-http.ts';
import { applyServerIssues, issuesToFormErrors } from '../kit/form-errors.ts';
import { notifyFailure, notifySuccess } from '../kit/notify.ts';
import type { AgentOption } from './agent-options.ts';
import { contentApiPath, type ContentAdmin, type ContentFormValues } from './content-admin.ts';
import { ContentFieldInput } from './content-field-input.tsx';
import { contentFormIssues, toContentFields, toFormValues } from './content-form-values.ts';

/** A text ended with one full stop. */
function sentence(text: string): string {
  return text.endsWith('.') ? text : `${text}.`;
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
}: ContentRecordFormProps<T>) {
  const api = useAdminApi();
  const form = useForm<ContentFormValues>({
    initialValues: toFormValues(admin, record ?? initial ?? admin.blank()),
    validate: (values) => issuesToFormErrors(contentFormIssues(admin, values)),
  });
  const action = record === null ? 'create' : 'update';

  const submit = form.onSubmit(async (values) => {
    const fields = toContentFields(admin, values);
    try {
      const saved =
        record === null
          ? await api.post<T>(contentApiPath(admin.area), fields)
          : await api.put<T>(contentApiPath(admin.area, record.id), fields);
      notifySuccess(sentence(`${record === null ? 'Added' : 'Saved'} the ${admin.noun.one} ${admin.label(saved)}`));
      form.resetDirty(toFormValues(admin, saved as unknown as ContentFields<T>));
      onSaved(saved);
    } catch (error) {
      if (applyServerIssues(form, error)) focusFirstError();
      else notifyFailure(error, `Failed to ${action} the ${admin.noun.one}`);
    }
  }, focusFirstError);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        {admin.sections.map((section) => (
          <Fieldset key={section.title} legend={section.title} variant="filled">
            <Stack gap="sm">
              {section.fields.map((field) => (
                <ContentFieldInput key={field.name} field={field} form={form} agents={agents} />
              ))}
            </Stack>
          </Fieldset>
        ))}
        <Group justify="flex-end">
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
