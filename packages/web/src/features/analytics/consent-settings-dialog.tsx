import { useEffect, useId, useRef, useState } from 'react';
import { offeredPurposes, type ThirdPartyDestinations } from '@app/domain';
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

/** Who gets events with the visitor's agreement to advertising, as the switch's hint says it. */
function advertisingHint({ googleAnalytics, meta }: ThirdPartyDestinations): string {
  const services = [...(googleAnalytics ? ['Google Ads'] : []), ...(meta ? ['Meta'] : [])].join(' and ');
  return `${services} learn${googleAnalytics && meta ? '' : 's'} which homes interest visitors.`;
}

/**
 * "Choose": a modal dialog with one switch per purpose of the services set up, showing the current choice (off until
 * the visitor chose). Esc and "Cancel" close it without choosing anything; "Save choices" saves the switches.
 */
export default function ConsentSettingsDialog({
  store,
  destinations,
}: {
  store: ConsentStore;
  destinations: ThirdPartyDestinations;
}) {
  const offered = offeredPurposes(destinations);
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
      {offered.includes('analytics') && (
        <ConsentSwitch
          id={`${id}-analytics`}
          label="Analytics"
          hint="Google Analytics measures visits with a random id we keep in a cookie."
          checked={analytics}
          onChange={setAnalytics}
        />
      )}
      {offered.includes('advertising') && (
        <ConsentSwitch
          id={`${id}-advertising`}
          label="Advertising"
          hint={globalPrivacyControl ? GPC_SENTENCE : advertisingHint(destinations)}
          checked={advertising && !globalPrivacyControl}
          disabled={globalPrivacyControl}
          onChange={setAdvertising}
        />
      )}
      <div className={classes.actions}>
        <PlainButton
          onClick={() =>
            store.choose({
              analytics: analytics && offered.includes('analytics'),
              advertising: advertising && offered.includes('advertising'),
            })
          }
        >
          Save choices
        </PlainButton>
        <PlainButton variant="outline" onClick={store.closeSettings}>
          Cancel
        </PlainButton>
      </div>
    </dialog>
  );
}
