import type { AnyRoute } from '@tanstack/react-router';
import { IDLE_PREFETCH_DELAY_MS, TOP_NAVIGATION } from '@app/domain';

interface ChunkLoader {
  readonly routesByPath: Readonly<Record<string, AnyRoute | undefined>>;
  loadRouteChunk(route: AnyRoute): Promise<unknown> | undefined;
}

/**
 * One second after load, when the browser is idle, fetches the code of the top navigation's
 * pages: code only, never their data (a route's loader runs when the visitor shows intent or
 * navigates), so an idle page makes no API call.
 */
export function prefetchTopNavigationWhenIdle(router: ChunkLoader): void {
  const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 0));
  window.setTimeout(() => {
    idle(() => {
      for (const item of TOP_NAVIGATION) {
        const route = router.routesByPath[item.to];
        if (route !== undefined) router.loadRouteChunk(route)?.catch(() => undefined);
      }
    });
  }, IDLE_PREFETCH_DELAY_MS);
}
