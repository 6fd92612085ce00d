import { sendProductEvent } from '../analytics/browser-analytics.ts';
import { Link } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ALERT_FREQUENCIES, SAVED_SEARCH_NAME_MAX, type AlertFrequency, type SavedSearchView } from '@app/domain';
import { PlainButton } from '../../ui/button.tsx';
import { TextField } from '../../ui/field.tsx';
import { Alert } from '../../ui/alert.tsx';
import { SegmentedControl } from '../../ui/segmented-control.tsx';
import { visitorApi } from './visitor-api.ts';
import classes from './visitor.module.css';

const LABELS: Record<AlertFrequency, string> = {
  instantly: 'Instantly',
  daily: 'Daily',
  weekly: 'Weekly',
  never: 'Never',
};

/** Names a search and picks its e-mail alerts, then saves it. */
export default function SaveSearchDialog({
  view,
  query,
  defaultName,
  onClose,
}: {
  view: SavedSearchView;
  query: Record<string, string>;
  defaultName: string;
  onClose: () => void;
}) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [name, setName] = useState(defaultName.slice(0, SAVED_SEARCH_NAME_MAX));
  const [alertFrequency, setAlertFrequency] = useState<AlertFrequency>('daily');
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    const element = dialog.current;
    if (element !== null && !element.open) element.showModal();
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      await visitorApi.saveSearch({ view, query, name, alertFrequency });
      sendProductEvent('save_search', { view, alert_frequency: alertFrequency });
      setSaved(true);
      setError(null);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The search was not saved');
    } finally {
      setBusy(false);
    }
  }

  return (
    <dialog ref={dialog} className={classes.dialog} aria-labelledby={`${id}-title`} onClose={onClose}>
      <div className={classes.dialogHead}>
        <h2 id={`${id}-title`} className={classes.dialogTitle}>
          Save this search
        </h2>
        <button type="button" className={classes.close} aria-label="Close" onClick={onClose}>
          ×
        </button>
      </div>
      {saved ? (
        <div className={classes.form}>
          <p role="status" className={classes.sent}>
            Saved. Find it, rename it or change its alerts in <Link to="/account">your account</Link>.
          </p>
          <PlainButton onClick={onClose}>Done</PlainButton>
        </div>
      ) : (
        <form className={classes.form} onSubmit={(event) => void submit(event)} noValidate>
          <TextField
            id={`${id}-name`}
            label="Name"
            required
            maxLength={SAVED_SEARCH_NAME_MAX}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
          />
          <span className={classes.hint} id={`${id}-alerts`}>
            E-mail me new matches
          </span>
          <SegmentedControl
            aria-labelledby={`${id}-alerts`}
            value={alertFrequency}
            onChange={setAlertFrequency}
            data={ALERT_FREQUENCIES.map((value) => ({ value, label: LABELS[value] }))}
            fullWidth
          />
          {error !== null && <Alert title="Not saved">{error}</Alert>}
          <PlainButton type="submit" loading={busy}>
            Save search
          </PlainButton>
        </form>
      )}
    </dialog>
  );
}
