import { useState, type FormEvent } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { errorMessageOr, PROFILE_NAME_MAX_LENGTH, profileNameProblem } from '@app/domain';
import { notifySuccess } from '../kit/notify.ts';

export interface ProfileNameFormProps {
  readonly name: string;
  /** Saves the name; rejects with the server's AuthError. */
  readonly save: (name: string) => Promise<unknown>;
}

/** The user's name, shown in the admin header instead of their e-mail address. */
export function ProfileNameForm({ name: savedName, save }: ProfileNameFormProps) {
  const [name, setName] = useState(savedName);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = profileNameProblem(name);
    setError(problem);
    if (problem !== null) return;
    setBusy(true);
    try {
      await save(name);
      notifySuccess('Your name was saved.');
    } catch (failure) {
      setError(errorMessageOr(failure, 'Your name could not be saved. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Your name">
      <Group align="flex-end" wrap="wrap">
        <TextInput
          label="Name"
          description="Shown in the admin header and the activity log. Leave empty to show your email address."
          autoComplete="name"
          maxLength={PROFILE_NAME_MAX_LENGTH}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={error ?? undefined}
          style={{ flex: '1 1 280px' }}
        />
        <Button type="submit" loading={busy}>
          Save name
        </Button>
      </Group>
    </form>
  );
}
