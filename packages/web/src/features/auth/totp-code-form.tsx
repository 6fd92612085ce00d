import { useState, type FormEvent } from 'react';
import { Alert, Button, Stack } from '@mantine/core';
import { errorMessageOr, normalizedTotpCode } from '@app/domain';
import { TotpCodeInput } from '../../ui/totp-code-input.tsx';

interface TotpCodeFormProps {
  /** Checks the code with the server; rejects with its AuthError (wrong or used code, too many tries). */
  readonly verify: (code: string) => Promise<unknown>;
  readonly onDone: () => void;
  readonly submitLabel?: string;
}

/** Sign-in's second step: the code of the authenticator app. */
export function TotpCodeForm({ verify, onDone, submitLabel = 'Verify code' }: TotpCodeFormProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (normalizedTotpCode(code) === null) {
      setError('Enter the 6 digits your authenticator app shows.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await verify(code);
      onDone();
    } catch (failure) {
      setError(errorMessageOr(failure, 'The code could not be checked. Please try again.'));
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack>
        {error !== null && (
          <Alert color="red" role="alert" title="Code not accepted">
            {error}
          </Alert>
        )}
        <TotpCodeInput label="Authentication code" value={code} onChange={setCode} />
        <Button type="submit" loading={busy}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
