import { useEffect, useId, useRef, useState } from 'react';
import { PlainButton } from '../../ui/button.tsx';
import type { ConsentStore } from './consent-store.ts';
import classes from './consent-banner.module.css';

/** Why advertising cannot be turned on under Global Privacy Control. */
export const GPC_SENTENCE =
  'Your browser sends Global Privacy Control, so advertising stays off: we honour it as your choice.';

function ConsentSwitch(props: {
  id: string;
  label: string;
  hint: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className={classes.switchRow}>
      <input
        id={props.id}
        type="checkbox"
        role="switch"
        checked={props.checked}
        disabled={props.disabled}
        aria-describedby={`${props.id}-hint`}
        onChange={(event) => props.onChange(event.currentTarget.checked)}
      />
      <label htmlFor={props.id}>
        {props.label}
        <span id={`${props.id}-hint`} className={classes.hint}>
          {props.hint}
        </span>
      </label>
    </div>
  );
}

/**
 * "Choose": a modal dialog with one switch per purpose, showing the current choice (off until the visitor chose).
 * Esc and "Cancel" close it without choosing anything; "Save choices" saves both switches.
 */
export default function ConsentSettingsDialog({ store }: { store: ConsentStore }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  const { globalPrivacyControl } = store.state;
  const [analytics, setAnalytics] = useState(store.state.choice?.analytics ?? false);
  const [advertising, setAdvertising] = useState(store.state.choice?.advertising ?? false);
  useEffect(() => {
    const element = dialog.current;
    if (element !== null && !element.open) element.showModal();
    return () => element?.close();
  }, []);
  return (
    <dialog
      ref={dialog}
      className={classes.dialog}
      aria-labelledby={`${id}-title`}
      onCancel={(event) => {
        event.preventDefault();
        store.closeSettings();
      }}
    >
      <h2 id={`${id}-title`}>Cookie settings</h2>
      <p className={classes.text}>
        Page views are always counted on our own server, without anything that identifies you.
      </p>
      <ConsentSwitch
        id={`${id}-analytics`}
        label="Analytics"
        hint="Google Analytics measures visits with a random id we keep in a cookie."
        checked={analytics}
        onChange={setAnalytics}
      />
      <ConsentSwitch
        id={`${id}-advertising`}
        label="Advertising"
        hint={globalPrivacyControl ? GPC_SENTENCE : 'Google Ads and Meta learn which homes interest visitors.'}
        checked={advertising && !globalPrivacyControl}
        disabled={globalPrivacyControl}
        onChange={setAdvertising}
      />
      <div className={classes.actions}>
        <PlainButton onClick={() => store.choose({ analytics, advertising })}>Save choices</PlainButton>
        <PlainButton variant="outline" onClick={store.closeSettings}>
          Cancel
        </PlainButton>
      </div>
    </dialog>
  );
}
