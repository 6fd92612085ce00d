// First of all CSS: the order of Mantine's style layers (build/mantine-component-styles.ts).
import 'virtual:mantine-styles/layer-order.css';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { startStaleBuildWatch } from './features/stale-build/stale-build-watch.ts';
import { rememberLanding } from './features/analytics/landing-attribution.ts';
import { nextTask } from './app/next-task.ts';
import { START_UP_MARKS } from './app/start-up-marks.ts';
import { drawEverythingInPlace } from './ui/deferred-render.ts';

// How the visitor arrived, read before the router changes the address (kept for a lead they send, nowhere else).
rememberLanding(window.location, document.referrer);
// The page drawn whole before the router notes the scroll position when the visitor leaves or reloads (its own
// `pagehide` listener comes later, with the router).
window.addEventListener('pagehide', () => drawEverythingInPlace(window));
const build = { id: '' };
startStaleBuildWatch({ currentBuild: () => build.id, fetchFn: window.fetch.bind(window) });
performance.mark(START_UP_MARKS.react);
void start();

/**
 * Starts the app in three steps, each evaluated in a task of its own (ADR 0054): this script with React, then the
 * router's library (app/client-libraries.ts), then the app's modules (app/client-app.tsx), which make the router.
 * The browser evaluates a script and every module it imports statically in one task: the three took one task of
 * 20-40 ms here, four times that on a phone. Their modules are all in the shell's one chunk (vite.config.ts), so a
 * step's import fetches nothing.
 */
async function start(): Promise<void> {
  await nextTask();
  await import('./app/client-libraries.ts');
  performance.mark(START_UP_MARKS.routerLibrary);
  await nextTask();
  const { startClientApp } = await import('./app/client-app.tsx');
  performance.mark(START_UP_MARKS.app);
  const page = await startClientApp(build);
  // Hydrating inside a transition lets React yield to the browser every few milliseconds instead of holding the
  // main thread for the whole page (one long task of 100-400 ms on a phone); a click or key press before it ends
  // makes React finish hydrating at once and then replays that event, so the first click still works.
  startTransition(() => void hydrateRoot(document, page));
}
