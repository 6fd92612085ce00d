import { Button, Group, Modal, PasswordInput, Radio, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { newUserIssues, type AuthUser } from '@app/domain';
import { useAdminApi } from '../kit/admin-http.ts';
import { applyServerIssues, validateWith } from '../kit/form-errors.ts';
import { notifyFailure, notifySuccess } from '../kit/notify.ts';
import { useUnsavedChanges } from '../kit/unsaved-changes.tsx';
import { ROLE_OPTIONS } from './user-roles.ts';

interface UserFormValues {
  email: string;
  role: string;
  access: 'invite' | 'password';
  password: string;
}

const fieldsOf = (values: UserFormValues) => ({
  email: values.email.trim(),
  role: values.role,
  ...(values.access === 'password' ? { password: values.password } : {}),
});

/** Invite an address by mail, or add an account with a password; the server's rules checked here first. */
export function UserForm({ onClose, onSaved }: { onClose: () => void; onSaved: () => void }) {
  const api = useAdminApi();
  const form = useForm<UserFormValues>({
    initialValues: { email: '', role: 'editor', access: 'invite', password: '' },
    validate: validateWith((values: UserFormValues) => {
      const issues = newUserIssues(fieldsOf(values));
      return values.access === 'password' && values.password === ''
        ? [...issues, { field: 'password', message: 'Enter a password, or invite by mail' }]
        : issues;
    }),
  });

  const unsaved = useUnsavedChanges(form.isDirty());
  const askThenClose = unsaved.guard(onClose);

  const submit = form.onSubmit(async (values) => {
    try {
      const user = await api.post<AuthUser>('/api/admin/users', fieldsOf(values));
      notifySuccess(
        values.access === 'invite'
          ? `Invited ${user.email}: the invitation mail is on its way.`
          : `Added ${user.email}.`,
      );
      onSaved();
      onClose();
    } catch (error) {
      if (!applyServerIssues(form, error)) notifyFailure(error, 'Failed to add the user');
    }
  });

  return (
    <>
      {unsaved.prompt}
      <Modal opened onClose={askThenClose} title="Invite or add a user" centered>
        <form onSubmit={submit} noValidate>
          <Stack>
            <TextInput
              label="Email address"
              type="email"
              required
              autoComplete="off"
              {...form.getInputProps('email')}
            />
            <Select label="Role" data={ROLE_OPTIONS} allowDeselect={false} required {...form.getInputProps('role')} />
            <Radio.Group label="How they get in" {...form.getInputProps('access')}>
              <Stack gap="xs" mt="xs">
                <Radio value="invite" label="Mail an invitation: they choose their own password" />
                <Radio value="password" label="Set a password now and tell them yourself" />
              </Stack>
            </Radio.Group>
            {form.values.access === 'password' && (
              <PasswordInput
                label="Password"
                description="At least 10 characters with a lower-case and an upper-case letter and a digit"
                required
                autoComplete="new-password"
                {...form.getInputProps('password')}
              />
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={askThenClose}>
                Cancel
              </Button>
              <Button type="submit" loading={form.submitting}>
                {form.values.access === 'invite' ? 'Send invitation' : 'Add user'}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
