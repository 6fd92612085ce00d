import { createRequestHandler, defaultStreamHandler } from '@tanstack/react-router/ssr/server';
import { FEATURED_OFFICE_ID, systemClock } from '@app/domain';
import type { PublicConfig } from './app/public-config.ts';
import type { PageAssets } from './app/router-context.ts';
import { createAppRouter } from './router.tsx';
import type { WebServices } from './services/web-services.ts';
import { createAppStores } from './stores/app-stores.ts';

/** What the API process gives the server renderer. */
export interface PageRendererOptions {
  readonly services: WebServices;
  readonly assets: PageAssets;
  readonly buildId: string;
  readonly config: PublicConfig;
}

/** Renders one page request to a streamed HTML response. */
export type RenderPage = (request: Request) => Promise<Response>;

/**
 * Creates the server renderer. Every request gets its own stores and router (no state shared
 * between visitors); app start force-loads the featured listings of office PRG.
 */
export function createPageRenderer(options: PageRendererOptions): RenderPage {
  return (request) => {
    const handler = createRequestHandler({
      request,
      createRouter: () => {
        const stores = createAppStores({ services: options.services, clock: systemClock });
        return createAppRouter({
          services: options.services,
          stores,
          assets: { ...options.assets },
          build: { id: options.buildId },
          config: { ...options.config },
          appStart: stores.featured.load(FEATURED_OFFICE_ID, { force: true }),
          userAgent: request.headers.get('user-agent') ?? '',
        });
      },
    });
    return handler(defaultStreamHandler);
  };
}
