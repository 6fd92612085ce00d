import { useState, type FormEvent } from 'react';
import { Alert, Button, List, PasswordInput, Stack, Text } from '@mantine/core';
import { AuthError, errorMessageOr, passwordWeaknesses, WeakPasswordError } from '@app/domain';

const CURRENT_MISSING = 'Enter your current password to choose a new one.';
const CURRENT_PASSWORD_CODES: readonly string[] = ['current_password_required', 'current_password_invalid'];

export interface ChangePasswordFormProps {
  /** The signed-in user's address (a password may not contain it). */
  readonly email: string;
  /** Sets the new password, proving the current one; rejects with the server's AuthError. */
  readonly change: (password: string, currentPassword: string) => Promise<unknown>;
  readonly onDone: () => void;
}

/**
 * The signed-in user's password change: the current password, then the new one. The server checks the
 * current one and signs out every other browser signed in as this user; this one stays signed in.
 */
export function ChangePasswordForm({ email, change, onDone }: ChangePasswordFormProps) {
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [currentError, setCurrentError] = useState<string | null>(null);
  const [reasons, setReasons] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const weak = passwordWeaknesses(password, email);
    setCurrentError(current === '' ? CURRENT_MISSING : null);
    setReasons(weak);
    setError(null);
    if (current === '' || weak.length > 0) return;
    setBusy(true);
    try {
      await change(password, current);
      setDone(true);
    } catch (failure) {
      if (failure instanceof WeakPasswordError) setReasons([...failure.reasons]);
      else if (failure instanceof AuthError && CURRENT_PASSWORD_CODES.includes(failure.code))
        setCurrentError(failure.message);
      else setError(errorMessageOr(failure, 'The password could not be changed. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  if (done)
    return (
      <Stack>
        <Alert color="green" role="status">
          <Text size="sm" fw={700}>
            Password changed
          </Text>
          <Text size="sm">Every other browser signed in as you has been signed out. You stay signed in here.</Text>
        </Alert>
        <Button onClick={onDone}>Done</Button>
      </Stack>
    );
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack>
        {error !== null && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          required
          value={current}
          onChange={(event) => setCurrent(event.currentTarget.value)}
          error={currentError ?? undefined}
        />
        <PasswordInput
          label="New password"
          description="At least 10 characters, with a lower-case letter, an upper-case letter and a digit."
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
        <Text size="sm" c="dimmed">
          Changing your password signs you out everywhere else.
        </Text>
        <Button type="submit" loading={busy}>
          Change password
        </Button>
      </Stack>
    </form>
  );
}
