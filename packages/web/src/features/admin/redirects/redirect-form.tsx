import { Button, Group, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { redirectIssues, type Redirect, type RedirectFields } from '@app/domain';
import { useAdminApi } from '../kit/admin-http.ts';
import { applyServerIssues, validateWith } from '../kit/form-errors.ts';
import { notifyFailure, notifySuccess } from '../kit/notify.ts';
import { useUnsavedChanges } from '../kit/unsaved-changes.tsx';

/** Adds one redirect by hand (the domain's rules checked here and on the server); asks before typing is lost. */
export function RedirectForm({ onSaved }: { readonly onSaved: (redirects: Redirect[]) => void }) {
  const api = useAdminApi();
  const form = useForm<RedirectFields>({
    initialValues: { fromPath: '', toPath: '' },
    validate: validateWith(redirectIssues),
  });
  const unsaved = useUnsavedChanges(form.isDirty() && !form.submitting);
  const submit = form.onSubmit(async (values) => {
    try {
      const { data } = await api.post<{ data: Redirect[] }>('/api/admin/redirects', values);
      notifySuccess(`Redirected ${values.fromPath.trim()} to ${values.toPath.trim()}.`);
      form.reset();
      onSaved(data);
    } catch (error) {
      if (!applyServerIssues(form, error)) notifyFailure(error, 'The redirect was not saved');
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Add a redirect">
      {unsaved.prompt}
      <Group align="flex-start" wrap="wrap">
        <TextInput
          label="Old address"
          description="The path that should no longer show a page, e.g. /blog/old-post"
          required
          w={{ base: '100%', sm: 280 }}
          {...form.getInputProps('fromPath')}
        />
        <TextInput
          label="New address"
          description="Where visitors go instead, e.g. /resources/buying/new-post"
          required
          w={{ base: '100%', sm: 280 }}
          {...form.getInputProps('toPath')}
        />
        <Button type="submit" mt={{ base: 0, sm: 46 }} loading={form.submitting}>
          Add redirect
        </Button>
      </Group>
    </form>
  );
}
