import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { Alert } from '../../ui/alert.tsx';
import { loadSavedHomes } from './saved-homes-store.ts';
import { visitorApi } from './visitor-api.ts';
import { PENDING_SAVE_KEY } from './visitor-prompt-store.ts';
import { VisitorSignInForm } from './visitor-sign-in-form.tsx';
import classes from './visitor.module.css';

/** Finishes a save the visitor began before signing in by a mailed link (kept in this browser). */
async function finishPendingSave(): Promise<void> {
  let listingId: string | null = null;
  try {
    listingId = window.localStorage.getItem(PENDING_SAVE_KEY);
    window.localStorage.removeItem(PENDING_SAVE_KEY);
  } catch {
    return;
  }
  if (listingId !== null) await visitorApi.saveHome(listingId).catch(() => undefined);
}

/** `/account/sign-in`: sign in, create an account or ask for a link; a mailed link's `code` signs in here. */
export default function AccountSignInPage() {
  const navigate = useNavigate();
  const [linkFailed, setLinkFailed] = useState<string | null>(null);

  async function signedIn() {
    await finishPendingSave();
    await loadSavedHomes(true);
    await navigate({ to: '/account' });
  }

  useEffect(() => {
    // Read as sent: the router would read a code of digits as a number.
    const code = new URLSearchParams(window.location.search).get('code');
    if (code === null || code === '') return;
    visitorApi.exchange(code).then(
      () => void signedIn(),
      (error: unknown) => setLinkFailed(error instanceof Error ? error.message : 'This link does not work any more.'),
    );
    // Runs once, on arrival from the link.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <main className={`${classes.page} ${classes.narrow}`}>
      <h1 className={classes.pageTitle}>Your account</h1>
      <p className={classes.hint}>
        Save homes and searches, and hear by e-mail when they change. Browsing never needs an account.
      </p>
      {linkFailed !== null && (
        <Alert title="That sign-in link did not work">{linkFailed} Ask for a new one below.</Alert>
      )}
      <VisitorSignInForm onSignedIn={() => void signedIn()} />
    </main>
  );
}
