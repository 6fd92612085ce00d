import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useRouteContext } from '@tanstack/react-router';
import { errorMessageOr } from '@app/domain';
import { AuthCard } from './auth-card.tsx';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { TotpCodeForm } from './totp-code-form.tsx';
import { withMantine } from '../../app/mantine-scope.tsx';

/** `/admin-console-login`: sign in to the admin area, or ask for a reset link. */
function LoginPage() {
  const { stores } = useRouteContext({ from: '__root__' });
  const [mode, setMode] = useState<'sign-in' | 'forgot'>('sign-in');
  /** After the password, when the account has two-step sign-in: the factor whose code is owed, and where to go. */
  const [owed, setOwed] = useState<{ factorId: string; redirectTo: string } | null>(null);

  // Sent here by the guard with a password-only session (two-step code owed): ask for the code straight away.
  useEffect(() => {
    void stores.auth
      .init()
      .then((answer) => {
        if (answer.mfaFactorId !== undefined) setOwed({ factorId: answer.mfaFactorId, redirectTo: '/admin' });
      })
      .catch(() => undefined);
  }, [stores.auth]);
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
      if (answer.mfaFactorId !== undefined) {
        setOwed({ factorId: answer.mfaFactorId, redirectTo: answer.redirectTo ?? '/admin' });
        setBusy(false);
        return;
      }
      window.location.assign(answer.redirectTo ?? '/admin');
    } catch (failure) {
      setError(errorMessageOr(failure, 'Sign-in failed. Please try again.'));
      setBusy(false);
    }
  }

  if (owed !== null)
    return (
      <AuthCard
        title="Two-step sign-in"
        intro="Your account asks for a code from your authenticator app after your password."
      >
        <TotpCodeForm
          verify={(code) => stores.auth.verifyTotp(owed.factorId, code)}
          onDone={() => window.location.assign(owed.redirectTo)}
        />
      </AuthCard>
    );
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
