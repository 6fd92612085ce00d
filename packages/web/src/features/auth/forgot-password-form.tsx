import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useRouteContext } from '@tanstack/react-router';
import { errorMessageOr } from '@app/domain';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export function ForgotPasswordForm({ initialEmail, onDone }: { initialEmail: string; onDone: () => void }) {
  const { stores } = useRouteContext({ from: '__root__' });
  const [email, setEmail] = useState(initialEmail);
  const [state, setState] = useState<{ kind: 'idle' | 'busy' | 'sent' } | { kind: 'error'; message: string }>({
    kind: 'idle',
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!EMAIL.test(email.trim())) return setState({ kind: 'error', message: 'Enter a valid email address' });
    setState({ kind: 'busy' });
    try {
      await stores.auth.recover(email.trim());
      setState({ kind: 'sent' });
    } catch (failure) {
      setState({ kind: 'error', message: errorMessageOr(failure, 'The link could not be sent. Please try again.') });
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack>
        {state.kind === 'sent' && (
          <Alert color="teal" role="status" title="Check your email">
            If {email.trim()} has an admin account, a link to choose a new password is on its way. It works for one
            hour.
          </Alert>
        )}
        {state.kind === 'error' && (
          <Alert color="red" role="alert">
            {state.message}
          </Alert>
        )}
        <TextInput
          label="Email"
          type="email"
          autoComplete="username"
          required
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
        />
        <Button type="submit" loading={state.kind === 'busy'}>
          Send the reset link
        </Button>
        <Anchor component="button" type="button" size="sm" onClick={onDone}>
          Back to sign-in
        </Anchor>
      </Stack>
    </form>
  );
}
