import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { PlainButton } from '../../ui/button.tsx';
import type { ConsentStore } from './consent-store.ts';
import classes from './consent-banner.module.css';

const ConsentSettingsDialog = lazy(() => import('./consent-settings-dialog.tsx'));

/** The banner's words: what is counted anyway and what asks for the visitor's agreement. */
export const CONSENT_BANNER_TEXT =
  'We count page views on our own server without knowing who you are. With your agreement we also measure visits ' +
  'with Google Analytics and show our homes in ads on Google and Meta.';

/** The banner until the visitor chooses, the settings dialog while it is open (its own chunk, loaded on "Choose"). */
export default function ConsentChoices({ store }: { store: ConsentStore }) {
  const { choice, settingsOpen } = useSnapshot(store.state);
  if (settingsOpen)
    return (
      <Suspense fallback={null}>
        <ConsentSettingsDialog store={store} />
      </Suspense>
    );
  if (choice !== null) return null;
  return (
    <section aria-label="Cookie consent" className={classes.banner}>
      <div className={classes.inner}>
        <p className={classes.text}>
          <strong className={classes.title}>Your privacy</strong>
          {CONSENT_BANNER_TEXT}
        </p>
        <div className={classes.actions}>
          <PlainButton onClick={store.acceptAll}>Accept all</PlainButton>
          <PlainButton variant="outline" onClick={store.rejectAll}>
            Reject all
          </PlainButton>
          <PlainButton variant="outline" onClick={store.openSettings}>
            Choose
          </PlainButton>
        </div>
      </div>
    </section>
  );
}
