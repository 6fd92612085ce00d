import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { offeredPurposes, type ThirdPartyDestinations } from '@app/domain';
import { PlainButton } from '../../ui/button.tsx';
import type { ConsentStore } from './consent-store.ts';
import classes from './consent-banner.module.css';

const ConsentSettingsDialog = lazy(() => import('./consent-settings-dialog.tsx'));

/** The banner's words: what is counted anyway, and what asks for the visitor's agreement with the services set up. */
export function consentBannerText({ googleAnalytics, meta }: ThirdPartyDestinations): string {
  const adNetworks = [...(googleAnalytics ? ['Google'] : []), ...(meta ? ['Meta'] : [])].join(' and ');
  const measuring = googleAnalytics ? 'measure visits with Google Analytics and ' : '';
  return (
    'We count page views on our own server without knowing who you are. With your agreement we also ' +
    `${measuring}show our homes in ads on ${adNetworks}.`
  );
}

/** The banner until the visitor chooses, the settings dialog while it is open (its own chunk, loaded on "Choose"). */
export default function ConsentChoices({
  store,
  destinations,
}: {
  store: ConsentStore;
  destinations: ThirdPartyDestinations;
}) {
  const { choice, settingsOpen } = useSnapshot(store.state);
  if (settingsOpen)
    return (
      <Suspense fallback={null}>
        <ConsentSettingsDialog store={store} destinations={destinations} />
      </Suspense>
    );
  if (choice !== null) return null;
  return (
    <section aria-label="Cookie consent" className={classes.banner}>
      <div className={classes.inner}>
        <p className={classes.text}>
          <strong className={classes.title}>Your privacy</strong>
          {consentBannerText(destinations)}
        </p>
        <div className={classes.actions}>
          <PlainButton onClick={() => store.acceptAll(offeredPurposes(destinations))}>Accept all</PlainButton>
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
