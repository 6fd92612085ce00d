import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useSnapshot } from 'valtio';
import { browserConsent, onBrowserAnalyticsStarted } from './browser-analytics.ts';
import type { ConsentStore } from './consent-store.ts';

/** The banner and its dialog: a chunk of their own, loaded only for a visitor who has to choose or asked to. */
const ConsentChoices = lazy(() => import('./consent-choices.tsx'));

function ConsentPrompt({ store }: { store: ConsentStore }) {
  const { choice, settingsOpen } = useSnapshot(store.state);
  if (choice !== null && !settingsOpen) return null;
  return (
    <Suspense fallback={null}>
      <ConsentChoices store={store} />
    </Suspense>
  );
}

/**
 * The consent banner (Accept all, Reject all, Choose) until the visitor chooses, and the settings dialog when they
 * open it. Rendered in the browser only, after hydration, from the `consent` cookie: the server's page is the same
 * for every visitor (the page cache keeps one copy), and a fixed overlay appearing late shifts nothing. The shell
 * holds only this check; the banner's code loads when it is needed.
 */
export function ConsentBanner() {
  // The server's snapshot (none) during hydration, the browser's store right after: SSR and hydration agree.
  const store = useSyncExternalStore(onBrowserAnalyticsStarted, browserConsent, () => null);
  return store === null ? null : <ConsentPrompt store={store} />;
}
