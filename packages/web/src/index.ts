export type { BuildManifest } from './app/route-assets.ts';
export type { PageRendererOptions, RenderOptions, RenderPage } from './entry-server.tsx';
export type { LatestBuild } from './features/stale-build/stale-build-watch.ts';
export type { PublicConfig } from './app/public-config.ts';
