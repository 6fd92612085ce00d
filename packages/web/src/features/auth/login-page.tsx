import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useRouteContext } from '@tanstack/react-router';
import { errorMessageOr } from '@app/domain';
import { AuthCard } from './auth-card.tsx';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { withMantine } from '../../app/mantine-scope.tsx';

/** `/admin-console-login`: sign in to the admin area, or ask for a reset link. */
function LoginPage() {
  const { stores } = useRouteContext({ from: '__root__' });
  const [mode, setMode] = useState<'sign-in' | 'forgot'>('sign-in');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const answer = await stores.auth.signIn(email, password);
      window.location.assign(answer.redirectTo ?? '/admin');
    } catch (failure) {
      setError(errorMessageOr(failure, 'Sign-in failed. Please try again.'));
      setBusy(false);
    }
  }

  if (mode === 'forgot')
    return (
      <AuthCard
        title="Reset your password"
        intro="Enter the email address of your admin account and we will mail you a link to choose a new password."
      >
        <ForgotPasswordForm initialEmail={email} onDone={() => setMode('sign-in')} />
      </AuthCard>
    );
  return (
    <AuthCard title="Admin sign-in" intro="Sign in to manage the Palmetto Realty Group website.">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          {error !== null && (
            <Alert color="red" role="alert" title="Could not sign in">
              {error}
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
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
          />
          <Button type="submit" loading={busy}>
            Sign in
          </Button>
          <Anchor component="button" type="button" size="sm" onClick={() => setMode('forgot')}>
            Forgot your password?
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}

export default withMantine(LoginPage);
