import type { createRequestHandler } from '@tanstack/react-router/ssr/server';

/** The asset manifest TanStack Router's server renderer takes (per route: CSS and chunks to preload; CSS to inline). */
export type RouterAssetManifest = Awaited<
  ReturnType<NonNullable<Parameters<typeof createRequestHandler>[0]['getRouterManifest']>>
>;

/** One chunk of Vite's build manifest (`dist/client/.vite/manifest.json`), as far as pages need it. */
export interface BuildManifestChunk {
  readonly file: string;
  readonly css?: readonly string[];
  readonly imports?: readonly string[];
  /** Files its code or CSS refers to (fonts, pictures). */
  readonly assets?: readonly string[];
}

/** Vite's build manifest: chunks by source path (`src/entry-client.tsx`, `src/features/…-page.tsx`). */
export type BuildManifest = Readonly<Record<string, BuildManifestChunk>>;

/** The browser entry's key in the build manifest. */
const CLIENT_ENTRY = 'src/entry-client.tsx';

/** A route as far as its assets go: its id, its path and the page module its component renders. */
export interface AssetRoute {
  readonly id: string;
  readonly fullPath: string;
  readonly pageModules: readonly string[];
}

interface ChunkFiles {
  readonly styles: Set<string>;
  readonly scripts: Set<string>;
}

/** The stylesheets and script files a chunk needs before it runs: its own and those of every chunk it imports
 * statically. */
function chunkFiles(
  manifest: BuildManifest,
  key: string,
  into: ChunkFiles = { styles: new Set(), scripts: new Set() },
): ChunkFiles {
  const chunk = manifest[key];
  if (chunk === undefined || into.scripts.has(`/${chunk.file}`)) return into;
  into.scripts.add(`/${chunk.file}`);
  for (const css of chunk.css ?? []) into.styles.add(`/${css}`);
  for (const imported of chunk.imports ?? []) chunkFiles(manifest, imported, into);
  return into;
}

/**
 * The font files drawn above the fold on every page (the headings' serif, Latin subset): preloaded
 * so headings show in their own font at first paint instead of swapping later. Body text uses the
 * system's font.
 */
const FIRST_PAINT_FONTS = [/\/playfair-display-latin-600-normal-[\w-]+\.woff2$/];

/** The files the shell needs: the entry's script, chunks to preload, stylesheets and the first-paint fonts. */
export function entryFiles(manifest: BuildManifest): {
  script: string;
  preloads: string[];
  styles: string[];
  fonts: string[];
} {
  const entry = manifest[CLIENT_ENTRY];
  if (entry === undefined) throw new Error(`The web build manifest has no ${CLIENT_ENTRY} entry`);
  const files = chunkFiles(manifest, CLIENT_ENTRY);
  const script = `/${entry.file}`;
  const assets = Object.values(manifest).flatMap((chunk) => (chunk.assets ?? []).map((file) => `/${file}`));
  const fonts = FIRST_PAINT_FONTS.map((pattern) => assets.find((file) => pattern.test(file))).filter(
    (file) => file !== undefined,
  );
  return {
    script,
    preloads: [...files.scripts].filter((file) => file !== script),
    styles: [...files.styles],
    fonts: [...new Set(fonts)],
  };
}

/**
 * The router's asset manifest: the root route takes the entry's stylesheets and preloads its
 * chunks; every other route adds only what its page modules need beyond the entry. A page
 * therefore gets the shell's CSS and its own, never another page's (admin CSS never reaches a
 * public page). With `stylesheets` (CSS text by file), the page's CSS is inlined into one
 * `<style>` in the head instead of linked: no stylesheet blocks the first paint.
 */
export function routerAssetManifest(
  manifest: BuildManifest,
  routes: Iterable<AssetRoute>,
  rootRouteId: string,
  stylesheets?: Readonly<Record<string, string>>,
): RouterAssetManifest {
  const entry = entryFiles(manifest);
  const inEntry = new Set([entry.script, ...entry.preloads, ...entry.styles]);
  const manifestRoutes: RouterAssetManifest['routes'] = {
    [rootRouteId]: { preloads: entry.preloads, css: entry.styles },
  };
  for (const route of routes) {
    const files: ChunkFiles = { styles: new Set(), scripts: new Set() };
    for (const key of route.pageModules) chunkFiles(manifest, key, files);
    const preloads = [...files.scripts].filter((file) => !inEntry.has(file));
    const css = [...files.styles].filter((file) => !inEntry.has(file));
    if (preloads.length > 0 || css.length > 0) manifestRoutes[route.id] = { preloads, css };
  }
  return stylesheets === undefined
    ? { routes: manifestRoutes }
    : { routes: manifestRoutes, inlineCss: { styles: { ...stylesheets } } };
}

/** The manifest with the routes' stylesheets only: the router links no chunk (start-script.ts preloads them). */
export function withoutChunkPreloads(manifest: RouterAssetManifest): RouterAssetManifest {
  const routes = Object.fromEntries(
    Object.entries(manifest.routes).map(([id, route]) => [id, { css: route.css ?? [] }]),
  );
  return { ...manifest, routes };
}

/**
 * The chunk files of the pages at some paths (each page module's own file, not what it imports):
 * what the idle prefetch fetches, so a likely next page's code is in the browser's cache without
 * a burst of requests for its shared pieces.
 */
export function pageChunkFiles(
  manifest: BuildManifest,
  routes: Iterable<AssetRoute>,
  paths: readonly string[],
): string[] {
  const files = new Set<string>();
  for (const route of routes) {
    if (!paths.includes(route.fullPath)) continue;
    for (const key of route.pageModules) {
      const chunk = manifest[key];
      if (chunk !== undefined) files.add(`/${chunk.file}`);
    }
  }
  return [...files];
}
