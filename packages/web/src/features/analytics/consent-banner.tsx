import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useSnapshot } from 'valtio';
import { offeredPurposes, type ThirdPartyDestinations } from '@app/domain';
import { browserConsent, onBrowserAnalyticsStarted } from './browser-analytics.ts';
import type { ConsentStore } from './consent-store.ts';

/** The banner and its dialog: a chunk of their own, loaded only for a visitor who has to choose or asked to. */
const ConsentChoices = lazy(() => import('./consent-choices.tsx'));

function ConsentPrompt({ store, destinations }: { store: ConsentStore; destinations: ThirdPartyDestinations }) {
  const { choice, settingsOpen } = useSnapshot(store.state);
  if (choice !== null && !settingsOpen) return null;
  return (
    <Suspense fallback={null}>
      <ConsentChoices store={store} destinations={destinations} />
    </Suspense>
  );
}

/**
 * The consent banner (Accept all, Reject all, Choose) until the visitor chooses, and the settings dialog when they
 * open it. Rendered in the browser only, after hydration, from the `consent` cookie: the server's page is the same
 * for every visitor (the page cache keeps one copy), and a fixed overlay appearing late shifts nothing. The shell
 * holds only this check; the banner's code loads when it is needed. It asks only about the services this site has
 * set up, and with none there is nothing to ask: no banner at all.
 */
export function ConsentBanner({ destinations }: { destinations: ThirdPartyDestinations }) {
  // The server's snapshot (none) during hydration, the browser's store right after: SSR and hydration agree.
  const store = useSyncExternalStore(onBrowserAnalyticsStarted, browserConsent, () => null);
  if (store === null || offeredPurposes(destinations).length === 0) return null;
  return <ConsentPrompt store={store} destinations={destinations} />;
}
