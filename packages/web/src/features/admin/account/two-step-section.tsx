import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Alert, Button, Code, Group, Stack, Text } from '@mantine/core';
import { useRouteContext } from '@tanstack/react-router';
import { renderSVG } from 'uqr';
import { errorMessageOr, normalizedTotpCode, type AuthFactor, type TotpEnrolment } from '@app/domain';
import { TotpCodeInput } from '../../../ui/totp-code-input.tsx';
import { notifySuccess } from '../kit/notify.ts';

/** A form of one code and one button, for turning two-step sign-in on or off. */
function CodeStep(props: { label: string; submit: string; run: (code: string) => Promise<void>; ariaLabel: string }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (normalizedTotpCode(code) === null) return setError('Enter the 6 digits your authenticator app shows.');
    setBusy(true);
    setError(undefined);
    try {
      await props.run(code);
    } catch (failure) {
      setError(errorMessageOr(failure, 'The code could not be checked. Please try again.'));
    } finally {
      setBusy(false);
    }
  }
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={props.ariaLabel}>
      <Group align="flex-start" wrap="wrap">
        <TotpCodeInput label={props.label} value={code} onChange={setCode} error={error} />
        <Button type="submit" loading={busy} mt={42}>
          {props.submit}
        </Button>
      </Group>
    </form>
  );
}

/** The QR code of the otpauth address (drawn here: the secret never leaves this page), and the key to type by hand. */
function Enrolment({ enrolment }: { enrolment: TotpEnrolment }) {
  return (
    <Stack gap="xs">
      <Text size="sm">
        Scan this code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…), or type
        the key below into it.
      </Text>
      <div
        role="img"
        aria-label="QR code for your authenticator app"
        style={{ width: 200, height: 200, background: 'white' }}
        dangerouslySetInnerHTML={{ __html: renderSVG(enrolment.uri) }}
      />
      <Text size="sm">
        Key: <Code data-testid="totp-secret">{enrolment.secret}</Code>
      </Text>
    </Stack>
  );
}

/** Two-step sign-in on the My account page: set up with a QR code and a first code, or turn off with a current code. */
export function TwoStepSection() {
  const { stores } = useRouteContext({ from: '__root__' });
  const [factors, setFactors] = useState<AuthFactor[] | null>(null);
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [error, setError] = useState<string | null>(null);
  const reload = useCallback(
    () =>
      stores.auth.twoStep
        .listFactors()
        .then(setFactors)
        .catch((failure: unknown) => setError(errorMessageOr(failure, 'Two-step sign-in could not be read.'))),
    [stores.auth],
  );
  useEffect(() => void reload(), [reload]);

  const verified = factors?.find((factor) => factor.status === 'verified');
  if (factors === null) return <Text size="sm">{error ?? 'Loading…'}</Text>;
  if (verified !== undefined)
    return (
      <Stack gap="sm">
        <Alert color="green" role="status">
          Two-step sign-in is on: after your password, sign-in asks for a code from your authenticator app.
        </Alert>
        <CodeStep
          ariaLabel="Turn off two-step sign-in"
          label="Current code"
          submit="Turn off two-step sign-in"
          run={async (code) => {
            await stores.auth.twoStep.unenroll(verified.id, code);
            notifySuccess('Two-step sign-in is off.');
            await reload();
          }}
        />
      </Stack>
    );
  if (enrolment === null)
    return (
      <Stack gap="sm" align="flex-start">
        {error !== null && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Button
          onClick={() =>
            void stores.auth.twoStep
              .enrollTotp()
              .then(setEnrolment)
              .catch((failure: unknown) => setError(errorMessageOr(failure, 'Two-step sign-in could not be set up.')))
          }
        >
          Set up two-step sign-in
        </Button>
      </Stack>
    );
  return (
    <Stack gap="sm">
      <Enrolment enrolment={enrolment} />
      <CodeStep
        ariaLabel="Turn on two-step sign-in"
        label="Code from your app"
        submit="Turn on two-step sign-in"
        run={async (code) => {
          await stores.auth.verifyTotp(enrolment.factorId, code);
          setEnrolment(null);
          notifySuccess('Two-step sign-in is on.');
          await reload();
        }}
      />
    </Stack>
  );
}
