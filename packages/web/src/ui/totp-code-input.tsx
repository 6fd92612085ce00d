import { TextInput } from '@mantine/core';

interface TotpCodeInputProps {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error?: string;
}

/** The six-digit code of an authenticator app: numeric keyboard on phones, filled in by password managers. */
export function TotpCodeInput({ label, value, onChange, error }: TotpCodeInputProps) {
  return (
    <TextInput
      label={label}
      description="The 6-digit code your authenticator app shows now."
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={7}
      required
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
    />
  );
}
