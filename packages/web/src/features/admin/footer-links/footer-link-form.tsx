import { Button, Group, Modal, NumberInput, Select, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  FOOTER_COLUMN_MAX,
  FOOTER_LINK_DEFAULTS,
  footerLinkIssues,
  type FooterLink,
  type FooterLinkFields,
} from '@app/domain';
import { applyServerIssues, validateWith } from '../kit/form-errors.ts';
import { notifyFailure, notifySuccess } from '../kit/notify.ts';
import { useUnsavedChanges } from '../kit/unsaved-changes.tsx';
import { FooterLinkUrlField } from './footer-link-url-field.tsx';
import { FooterPreview } from './footer-preview.tsx';

const COLUMN_OPTIONS = Array.from({ length: FOOTER_COLUMN_MAX }, (_, index) => ({
  value: String(index + 1),
  label: `Column ${index + 1}`,
}));

interface FooterLinkFormProps {
  /** The link to edit, or null to create one. */
  readonly link: FooterLink | null;
  readonly onClose: () => void;
  /** Saves; rejects with the store's rethrown error. */
  readonly onSave: (fields: FooterLinkFields) => Promise<unknown>;
  /** The spec's failure message of this action ('Failed to create footer link' / 'Failed to update footer link'). */
  readonly failureMessage: string;
}

type FormValues = Omit<FooterLinkFields, 'sort_order'> & { sort_order: number | string };

function toFields(values: FormValues): FooterLinkFields {
  return { ...values, sort_order: values.sort_order === '' ? null : Number(values.sort_order) };
}

/** Create or edit one footer link; the same rules as the server, and the typed values survive an error. */
export function FooterLinkForm({ link, onClose, onSave, failureMessage }: FooterLinkFormProps) {
  const start = link ?? FOOTER_LINK_DEFAULTS;
  const form = useForm<FormValues>({
    initialValues: {
      enabled: start.enabled,
      column: start.column,
      link_text: start.link_text,
      link_url: start.link_url,
      sort_order: start.sort_order ?? '',
    },
    validate: validateWith((values: FormValues) => footerLinkIssues(toFields(values))),
  });

  const unsaved = useUnsavedChanges(form.isDirty());
  const askThenClose = unsaved.guard(onClose);

  const submit = form.onSubmit(async (values) => {
    try {
      await onSave(toFields(values));
      notifySuccess(link === null ? `Added the link "${values.link_text}".` : `Saved the link "${values.link_text}".`);
      onClose();
    } catch (error) {
      if (!applyServerIssues(form, error)) notifyFailure(error, failureMessage);
    }
  });

  return (
    <>
      {unsaved.prompt}
      <Modal
        opened
        onClose={askThenClose}
        title={link === null ? 'New footer link' : `Edit "${link.link_text}"`}
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <form onSubmit={submit} noValidate>
          <Stack>
            <TextInput label="Link text" required {...form.getInputProps('link_text')} />
            <FooterLinkUrlField
              value={form.getValues().link_url}
              onChange={(url) => form.setFieldValue('link_url', url)}
              error={form.errors.link_url}
            />
            <Group grow>
              <Select
                label="Column"
                description={`The footer shows ${FOOTER_COLUMN_MAX} columns`}
                data={COLUMN_OPTIONS}
                allowDeselect={false}
                value={String(form.getValues().column)}
                onChange={(column) => form.setFieldValue('column', Number(column))}
                error={form.errors.column}
              />
              <NumberInput
                label="Sort order"
                description="Lower first; empty sorts last"
                min={0}
                allowDecimal={false}
                {...form.getInputProps('sort_order')}
              />
            </Group>
            <Switch label="Show on the public footer" {...form.getInputProps('enabled', { type: 'checkbox' })} />
            <FooterPreview editedId={link?.id ?? null} fields={toFields(form.getValues())} />
            <Group justify="flex-end">
              <Button variant="default" onClick={askThenClose}>
                Cancel
              </Button>
              <Button type="submit" loading={form.submitting}>
                {link === null ? 'Add link' : 'Save changes'}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
