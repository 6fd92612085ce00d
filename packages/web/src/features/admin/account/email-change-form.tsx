import { useState, type FormEvent } from 'react';
import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { AuthError, errorMessageOr, isEmailShaped, type AuthUser } from '@app/domain';

export interface EmailChangeFormProps {
  readonly email: string;
  /** Asks for the new address with the current password; answers the user as the server has it now. */
  readonly change: (email: string, currentPassword: string) => Promise<AuthUser | null>;
}

/** Field of each refusal the server may give. */
const FIELD_OF: Record<string, 'email' | 'current'> = {
  validation_failed: 'email',
  email_exists: 'email',
  current_password_required: 'current',
  current_password_invalid: 'current',
};

/**
 * A new e-mail address, with the current password. Where the sign-in service asks the new address to confirm
 * (Supabase Auth), the address holds once the link mailed to it is opened; the page says so.
 */
export function EmailChangeForm({ email: savedEmail, change }: EmailChangeFormProps) {
  const [email, setEmail] = useState('');
  const [current, setCurrent] = useState('');
  const [errors, setErrors] = useState<{ email?: string; current?: string; other?: string }>({});
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const wanted = email.trim();
    const found = {
      ...(isEmailShaped(wanted) ? {} : { email: 'Enter a valid email address.' }),
      ...(current === '' ? { current: 'Enter your current password to change your email address.' } : {}),
    };
    setErrors(found);
    setDone(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const user = await change(wanted, current);
      setDone(
        user?.email.toLowerCase() === wanted.toLowerCase()
          ? `Your email address is now ${user.email}. Sign in with it from now on.`
          : `We sent a link to ${wanted}. Your address changes once you open it.`,
      );
      setEmail('');
      setCurrent('');
    } catch (failure) {
      const field = failure instanceof AuthError ? (FIELD_OF[failure.code] ?? 'other') : 'other';
      setErrors({ [field]: errorMessageOr(failure, 'Your email address could not be changed. Please try again.') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Email address">
      <Stack maw={480}>
        {done !== null && (
          <Alert color="green" role="status">
            {done}
          </Alert>
        )}
        {errors.other !== undefined && (
          <Alert color="red" role="alert">
            {errors.other}
          </Alert>
        )}
        <TextInput label="Current email address" value={savedEmail} readOnly variant="filled" />
        <TextInput
          label="New email address"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={errors.email}
        />
        <PasswordInput
          label="Current password"
          description="Needed to change the address you sign in with."
          autoComplete="current-password"
          required
          value={current}
          onChange={(event) => setCurrent(event.currentTarget.value)}
          error={errors.current}
        />
        <Button type="submit" loading={busy} style={{ alignSelf: 'flex-start' }}>
          Change email address
        </Button>
      </Stack>
    </form>
  );
}
