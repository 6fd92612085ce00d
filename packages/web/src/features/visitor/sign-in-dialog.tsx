import { useEffect, useRef } from 'react';
import { closeSignIn, type SignInRequest } from './visitor-prompt-store.ts';
import { VisitorSignInForm } from './visitor-sign-in-form.tsx';
import classes from './visitor.module.css';

const TITLES: Record<SignInRequest['reason'], string> = {
  'save-home': 'Sign in to save this home',
  'save-search': 'Sign in to save this search',
};

/** The soft prompt: a modal dialog (the browser's own, so focus stays in it and Escape closes it). */
export default function SignInDialog({ request }: { request: SignInRequest }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element !== null && !element.open) element.showModal();
  }, []);
  return (
    <dialog
      ref={dialog}
      className={classes.dialog}
      aria-labelledby="visitor-sign-in-title"
      onClose={() => closeSignIn(false)}
    >
      <div className={classes.dialogHead}>
        <h2 id="visitor-sign-in-title" className={classes.dialogTitle}>
          {TITLES[request.reason]}
        </h2>
        <button type="button" className={classes.close} aria-label="Close" onClick={() => closeSignIn(false)}>
          ×
        </button>
      </div>
      <p className={classes.hint}>
        Keep the homes and searches you like in one place, and hear when they change. Browsing never needs an account.
      </p>
      <VisitorSignInForm onSignedIn={() => closeSignIn(true)} />
    </dialog>
  );
}
