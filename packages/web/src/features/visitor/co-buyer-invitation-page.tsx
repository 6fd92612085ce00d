import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { Visitor } from '@app/domain';
import { Alert } from '../../ui/alert.tsx';
import { PlainButton } from '../../ui/button.tsx';
import { joinSharedList, rememberInvitation } from './co-buyer-invitation.ts';
import { visitorApi } from './visitor-api.ts';
import { VisitorSignInForm } from './visitor-sign-in-form.tsx';
import classes from './visitor.module.css';

/** `/account/co-buyer?invitation=…`: the mailed invitation to share saved homes; sign in (or up), then join. */
export default function CoBuyerInvitationPage() {
  const navigate = useNavigate();
  const [token, setToken] = useState<string | null>(null);
  const [visitor, setVisitor] = useState<Visitor | null | undefined>(undefined);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    // Read as sent, after hydration (the server renders the page without it).
    const invitation = new URLSearchParams(window.location.search).get('invitation') ?? '';
    if (invitation !== '') rememberInvitation(invitation);
    const show = (signedIn: Visitor | null) => {
      setToken(invitation);
      setVisitor(signedIn);
    };
    visitorApi.session().then(
      (session) => show(session.visitor),
      () => show(null),
    );
  }, []);

  const join = () =>
    joinSharedList(token).then(
      () => void navigate({ to: '/account' }),
      (error: unknown) => setProblem(error instanceof Error ? error.message : 'This invitation did not work.'),
    );

  return (
    <main className={`${classes.page} ${classes.narrow}`}>
      <h1 className={classes.pageTitle}>Share saved homes</h1>
      <p className={classes.hint}>
        A co-buyer invited you to share their saved homes: once you join, you both see and change one list.
      </p>
      {problem !== null && <Alert title="You could not join">{problem}</Alert>}
      {token === '' && (
        <Alert title="This invitation link is incomplete">Open the link from the invitation e-mail again.</Alert>
      )}
      {token === null || token === '' || visitor === undefined ? (
        <p role="status">{token === '' ? '' : 'Loading…'}</p>
      ) : visitor === null ? (
        <>
          <p>Sign in, or create an account, with the e-mail address the invitation was sent to.</p>
          <VisitorSignInForm initialMode="sign-up" onSignedIn={() => void join()} />
        </>
      ) : (
        <>
          <p>
            You are signed in as <strong>{visitor.email}</strong>.
          </p>
          <div className={classes.actions}>
            <PlainButton onClick={() => void join()}>Join the shared list</PlainButton>
            <Link to="/account">Not now</Link>
          </div>
        </>
      )}
    </main>
  );
}
