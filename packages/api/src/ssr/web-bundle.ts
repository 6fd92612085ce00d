import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BuildManifest, PageRendererOptions, RenderPage } from '@app/web';
import type { BuildInfo } from '../server-services.ts';

/** The built web app as the server needs it. */
export interface WebBundle {
  readonly clientDir: string;
  /** Vite's manifest of the browser build: the renderer links each page's own CSS and chunks from it. */
  readonly manifest: BuildManifest;
  /** The build's CSS files by address, inlined by the renderer into the pages that use them. */
  readonly stylesheets: Readonly<Record<string, string>>;
  readonly build: BuildInfo;
  readonly createPageRenderer: (options: PageRendererOptions) => RenderPage;
}

/** Every CSS file the manifest names, by its address. */
function readStylesheets(clientDir: string, manifest: BuildManifest): Record<string, string> {
  const files = new Set(Object.values(manifest).flatMap((chunk) => chunk.css ?? []));
  return Object.fromEntries([...files].map((file) => [`/${file}`, readFileSync(join(clientDir, file), 'utf8')]));
}

/**
 * Finds the built web app (packages/web/dist, or the copy WEB_DIST_DIR names: end-to-end runs
 * serve a snapshot); null when it has not been built.
 */
export async function loadWebBundle(distDir = process.env.WEB_DIST_DIR): Promise<WebBundle | null> {
  const dist = distDir ?? join(dirname(createRequire(import.meta.url).resolve('@app/web/package.json')), 'dist');
  const clientDir = join(dist, 'client');
  const manifestPath = join(clientDir, '.vite', 'manifest.json');
  const serverEntry = join(dist, 'server', 'entry-server.js');
  if (!existsSync(manifestPath) || !existsSync(serverEntry)) return null;
  const manifestText = readFileSync(manifestPath, 'utf8');
  const manifest = JSON.parse(manifestText) as BuildManifest;
  const module = (await import(pathToFileURL(serverEntry).href)) as Pick<WebBundle, 'createPageRenderer'>;
  return {
    clientDir,
    manifest,
    stylesheets: readStylesheets(clientDir, manifest),
    build: {
      id: createHash('sha256').update(manifestText).digest('hex').slice(0, 12),
      builtAt: statSync(manifestPath).mtime.toISOString(),
    },
    createPageRenderer: module.createPageRenderer,
  };
}
