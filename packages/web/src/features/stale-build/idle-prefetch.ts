import { IDLE_PREFETCH_DELAY_MS, TOP_NAVIGATION } from '@app/domain';

interface Preloader {
  preloadRoute(options: { to: string }): Promise<unknown>;
}

/** One second after load, when the browser is idle, fetches the code of the top navigation's pages. */
export function prefetchTopNavigationWhenIdle(router: Preloader): void {
  const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 0));
  window.setTimeout(() => {
    idle(() => {
      for (const item of TOP_NAVIGATION) router.preloadRoute({ to: item.to }).catch(() => undefined);
    });
  }, IDLE_PREFETCH_DELAY_MS);
}
