import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Button, List, PasswordInput, Stack } from '@mantine/core';
import { useRouteContext } from '@tanstack/react-router';
import { errorMessageOr, passwordWeaknesses, WeakPasswordError } from '@app/domain';
import { AuthCard } from './auth-card.tsx';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { withMantine } from '../../app/mantine-scope.tsx';

const NO_LINK = 'Ask for a link to choose a new password.';

type Stage = { kind: 'checking' } | { kind: 'no-link'; message?: string } | { kind: 'choose' } | { kind: 'done' };

/** Takes the code out of the address (a session must not stay in it) and answers it. */
function takeCodeFromAddress(): string | null {
  const url = new URL(window.location.href);
  const code = url.searchParams.get('code');
  if (code === null) return null;
  url.searchParams.delete('code');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return code;
}

/** `/reset-password`: follows a reset (or invite) link, then sets a new password. */
function ResetPasswordPage() {
  const { stores } = useRouteContext({ from: '__root__' });
  const [stage, setStage] = useState<Stage>({ kind: 'checking' });
  const [password, setPassword] = useState('');
  const [reasons, setReasons] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const code = takeCodeFromAddress();
    const exchanged = code === null ? Promise.reject(new Error(NO_LINK)) : stores.auth.exchangeCode(code);
    exchanged.then(
      () => setStage({ kind: 'choose' }),
      (failure: unknown) =>
        setStage({ kind: 'no-link', message: errorMessageOr(failure, 'This link is invalid or has expired.') }),
    );
  }, [stores.auth]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const weak = passwordWeaknesses(password, stores.auth.state.user?.email ?? '');
    setReasons(weak);
    setError(null);
    if (weak.length > 0) return;
    try {
      await stores.auth.updatePassword(password);
      setStage({ kind: 'done' });
    } catch (failure) {
      if (failure instanceof WeakPasswordError) setReasons([...failure.reasons]);
      else setError(errorMessageOr(failure, 'The password could not be saved. Please try again.'));
    }
  }

  if (stage.kind === 'checking')
    return (
      <AuthCard title="Reset password" intro="Checking your link…">
        {null}
      </AuthCard>
    );
  if (stage.kind === 'no-link')
    return (
      <AuthCard title="Reset password" intro={stage.message ?? NO_LINK}>
        <ForgotPasswordForm initialEmail="" onDone={() => window.location.assign('/admin-console-login')} />
      </AuthCard>
    );
  if (stage.kind === 'done')
    return (
      <AuthCard title="Password saved" intro="Your new password is set and you are signed in.">
        <Button component="a" href="/admin">
          Go to the admin area
        </Button>
      </AuthCard>
    );
  return (
    <AuthCard
      title="Choose a new password"
      intro="At least 10 characters, with a lower-case letter, an upper-case letter and a digit."
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          {error !== null && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <PasswordInput
            label="New password"
            autoComplete="new-password"
            required
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={
              reasons.length > 0 ? (
                <List size="sm">
                  {reasons.map((reason) => (
                    <List.Item key={reason}>{reason}</List.Item>
                  ))}
                </List>
              ) : undefined
            }
          />
          <Button type="submit">Save the new password</Button>
        </Stack>
      </form>
    </AuthCard>
  );
}

export default withMantine(ResetPasswordPage);
