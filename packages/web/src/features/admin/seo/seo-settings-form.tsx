import { Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ValidationError, type SeoSettings, textOf } from '@app/domain';
import { useAdminApi } from '../kit/admin-http.ts';
import { applyServerIssues, validateWith } from '../kit/form-errors.ts';
import { notifyFailure, notifySuccess } from '../kit/notify.ts';
import { useUnsavedChanges } from '../kit/unsaved-changes.tsx';
import { DescriptionSection } from './description-section.tsx';
import { FaqEditor } from './faq-editor.tsx';
import { OrganizationSection } from './organization-section.tsx';
import { RobotsSection } from './robots-section.tsx';
import { fieldsOf, formValuesOf, seoFormIssues, type SeoFormValues } from './seo-form-values.ts';
import { SummarySection } from './summary-section.tsx';
import { TitlesSection } from './titles-section.tsx';
import classes from './seo-page.module.css';
import { formatDateTime } from '../../../format/dates.ts';

const FAILED = 'Failed to save the SEO settings';

interface SeoSettingsFormProps {
  readonly settings: SeoSettings;
  readonly siteUrl: string;
  /** The settings as the server stored them. */
  readonly onSaved: (settings: SeoSettings) => void;
}

/** Moves the keyboard and the view to the first field with a message. */
function focusFirstError(): void {
  requestAnimationFrame(() => document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

/** The whole SEO form: validated by the domain's rules here and on the server; typed values survive an error. */
export function SeoSettingsForm({ settings, siteUrl, onSaved }: SeoSettingsFormProps) {
  const api = useAdminApi();
  const form = useForm<SeoFormValues>({ initialValues: formValuesOf(settings), validate: validateWith(seoFormIssues) });

  const unsaved = useUnsavedChanges(form.isDirty() && !form.submitting);

  const submit = form.onSubmit(
    async (values) => {
      try {
        const saved = await api.put<SeoSettings>('/api/admin/seo', fieldsOf(values));
        const stored = formValuesOf(saved);
        form.setInitialValues(stored);
        form.setValues(stored);
        onSaved(saved);
        notifySuccess('Saved the SEO settings: every page uses them now.');
      } catch (error) {
        if (applyServerIssues(form, error)) focusFirstError();
        notifyFailure(error, FAILED);
      }
    },
    (errors) => {
      notifyFailure(
        new ValidationError(Object.entries(errors).map(([field, message]) => ({ field, message: textOf(message) }))),
        FAILED,
      );
      focusFirstError();
    },
  );

  return (
    <form onSubmit={submit} noValidate aria-label="SEO and answer-engine settings">
      {unsaved.prompt}
      <Stack gap="lg">
        <TitlesSection form={form} siteUrl={siteUrl} />
        <DescriptionSection form={form} />
        <OrganizationSection form={form} />
        <FaqEditor form={form} />
        <SummarySection form={form} />
        <RobotsSection form={form} siteUrl={siteUrl} />
        <Group justify="space-between" className={classes.saveBar} wrap="wrap">
          <Text size="sm" c="dimmed">
            {form.isDirty()
              ? 'You have unsaved changes.'
              : `Last saved ${formatDateTime(new Date(settings.updatedAt))}.`}
          </Text>
          <Group gap="sm">
            <Button variant="default" disabled={!form.isDirty() || form.submitting} onClick={() => form.reset()}>
              Discard changes
            </Button>
            <Button type="submit" loading={form.submitting}>
              Save settings
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
