import { IDLE_PREFETCH_DELAY_MS } from '@app/domain';

/** Asks the browser to fetch a file into its cache at low priority (once per file). */
function prefetchFile(href: string): void {
  if (document.head.querySelector(`link[href="${href}"]`) !== null) return;
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.href = href;
  document.head.append(link);
}

/**
 * One second after load, when the browser is idle, fetches the code of the top navigation's
 * pages (`files`: each page's own chunk, named by the server): code only, never their data (a
 * route's loader runs when the visitor shows intent or navigates), and without the chunks they
 * share, which load with the page when it is opened. An idle page makes no API call.
 */
export function prefetchTopNavigationWhenIdle(files: () => readonly string[]): void {
  const idle = (callback: () => void) =>
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(callback)
      : window.setTimeout(callback, 0);
  window.setTimeout(() => {
    idle(() => {
      for (const file of files()) prefetchFile(file);
    });
  }, IDLE_PREFETCH_DELAY_MS);
}
