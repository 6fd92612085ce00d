import { useId, useState, type FormEvent } from 'react';
import { PlainButton } from '../../ui/button.tsx';
import { TextField } from '../../ui/field.tsx';
import { Alert } from '../../ui/alert.tsx';
import { SegmentedControl } from '../../ui/segmented-control.tsx';
import { VisitorApiError, visitorApi } from './visitor-api.ts';
import classes from './visitor.module.css';

type Mode = 'sign-in' | 'sign-up' | 'link';

const MODES: readonly { value: Mode; label: string }[] = [
  { value: 'sign-in', label: 'Sign in' },
  { value: 'sign-up', label: 'Create account' },
  { value: 'link', label: 'E-mail me a link' },
];

function messageOf(error: unknown): string {
  if (error instanceof VisitorApiError)
    return error.reasons.length > 0 ? `${error.message}. ${error.reasons.join('. ')}` : error.message;
  return 'Something went wrong. Check your connection and try again.';
}

/**
 * Sign in, create an account (e-mail and password), or ask for a one-time sign-in link: the visitor's form, on
 * /account/sign-in and in the soft prompt. `onSignedIn` runs once the session cookie is set.
 */
export function VisitorSignInForm({
  onSignedIn,
  initialMode = 'sign-in',
}: {
  onSignedIn: () => void;
  initialMode?: Mode;
}) {
  const id = useId();
  const [mode, setMode] = useState<Mode>(initialMode);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      if (mode === 'link') {
        await visitorApi.sendLink(email);
        setSent(email);
      } else {
        await (mode === 'sign-up' ? visitorApi.signUp({ email, password }) : visitorApi.signIn({ email, password }));
        onSignedIn();
      }
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={classes.form} onSubmit={(event) => void submit(event)} noValidate>
      <SegmentedControl
        aria-label="How to sign in"
        value={mode}
        onChange={(next) => {
          setMode(next);
          setError(null);
          setSent(null);
        }}
        data={MODES}
      />
      <TextField
        id={`${id}-email`}
        label="E-mail"
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => setEmail(event.currentTarget.value)}
      />
      {mode !== 'link' && (
        <TextField
          id={`${id}-password`}
          label="Password"
          type="password"
          autoComplete={mode === 'sign-up' ? 'new-password' : 'current-password'}
          required
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
        />
      )}
      {mode === 'sign-up' && <p className={classes.hint}>At least 10 characters, with a letter and a digit.</p>}
      {error !== null && <Alert title="Not signed in">{error}</Alert>}
      {sent !== null && (
        <p role="status" className={classes.sent}>
          If {sent} can have an account, a sign-in link is on its way. Open it in this browser within an hour.
        </p>
      )}
      <PlainButton type="submit" loading={busy}>
        {mode === 'sign-in' ? 'Sign in' : mode === 'sign-up' ? 'Create account' : 'Send the link'}
      </PlainButton>
    </form>
  );
}
