import { useEffect, useState, type FormEvent } from 'react';
import type { CoBuyerState } from '@app/domain';
import { Alert } from '../../ui/alert.tsx';
import { PlainButton } from '../../ui/button.tsx';
import { TextField } from '../../ui/field.tsx';
import { visitorApi } from './visitor-api.ts';
import classes from './visitor.module.css';

const STATUS_TEXT = { pending: 'invited', accepted: 'shares your saved homes', expired: 'invitation expired' } as const;

/** The account page's sharing: the list the visitor joined, or their co-buyer and invitations, and the invite form. */
export function CoBuyerSection({ onChanged }: { onChanged: () => void }) {
  const [state, setState] = useState<CoBuyerState | null>(null);
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const reload = () => visitorApi.coBuyer().then(setState, () => setProblem('Sharing is not available right now.'));
  useEffect(() => {
    // Loads once; every change reloads.
    void reload();
  }, []);

  const stop = (id: string) =>
    void visitorApi.stopCoBuyer(id).then(() => {
      setNote('Sharing stopped.');
      onChanged();
      return reload();
    });

  function invite(event: FormEvent) {
    event.preventDefault();
    visitorApi.inviteCoBuyer(email).then(
      () => {
        setProblem(null);
        setNote(`Invitation sent to ${email.trim()}.`);
        setEmail('');
        void reload();
      },
      (error: unknown) => setProblem(error instanceof Error ? error.message : 'Not sent'),
    );
  }

  const open = state?.invitations.filter((invitation) => invitation.status !== 'expired') ?? [];
  return (
    <section className={classes.section} aria-labelledby="co-buyer">
      <h2 id="co-buyer">Share with a co-buyer</h2>
      {problem !== null && <Alert title="Not done">{problem}</Alert>}
      {state !== null && state.sharedBy !== null ? (
        <div className={classes.actions}>
          <p>
            You share the saved homes of <strong>{state.sharedBy.email}</strong>.
          </p>
          <PlainButton variant="outline" onClick={() => stop(state.sharedBy?.shareId ?? '')}>
            Stop sharing
          </PlainButton>
        </div>
      ) : (
        <>
          {state !== null && state.invitations.length > 0 && (
            <ul className={classes.list}>
              {state.invitations.map((invitation) => (
                <li key={invitation.id} className={classes.item} data-co-buyer={invitation.status}>
                  <span>
                    {invitation.email}: {STATUS_TEXT[invitation.status]}
                  </span>
                  <PlainButton
                    variant="outline"
                    aria-label={
                      invitation.status === 'accepted'
                        ? `Stop sharing with ${invitation.email}`
                        : `Withdraw the invitation to ${invitation.email}`
                    }
                    onClick={() => stop(invitation.id)}
                  >
                    {invitation.status === 'accepted' ? 'Stop sharing' : 'Withdraw'}
                  </PlainButton>
                </li>
              ))}
            </ul>
          )}
          {state !== null && open.length === 0 && (
            <form className={classes.actions} onSubmit={invite}>
              <TextField
                id="co-buyer-email"
                label="Your co-buyer’s e-mail"
                type="email"
                required
                value={email}
                onChange={(event) => setEmail(event.currentTarget.value)}
              />
              <PlainButton type="submit">Invite</PlainButton>
            </form>
          )}
          <p className={classes.hint}>
            Your co-buyer sees and changes your saved homes once they join from the e-mail; an invitation works for 7
            days.
          </p>
        </>
      )}
      <p role="status" className={classes.hint}>
        {note}
      </p>
    </section>
  );
}
