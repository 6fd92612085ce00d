import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageAssets, PageRendererOptions, RenderPage } from '@app/web';
import type { BuildInfo } from '../server-services.ts';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** The built web app as the server needs it. */
export interface WebBundle {
  readonly clientDir: string;
  readonly assets: PageAssets;
  readonly build: BuildInfo;
  readonly createPageRenderer: (options: PageRendererOptions) => RenderPage;
}

const CLIENT_ENTRY = 'src/entry-client.tsx';

/**
 * The entry's script and the chunks it imports (transitively) to preload, and every stylesheet
 * of the build, the entry's first: lazily loaded pages' CSS is linked too, so server-rendered
 * HTML is styled before any script runs (no flash of unstyled content).
 */
export function assetsFromManifest(manifest: Manifest): PageAssets {
  const entry = manifest[CLIENT_ENTRY];
  if (entry === undefined) throw new Error(`The web build manifest has no ${CLIENT_ENTRY} entry`);
  const styles = new Set<string>();
  const preloads = new Set<string>();
  const visit = (chunk: ManifestChunk, isRoot: boolean) => {
    for (const css of chunk.css ?? []) styles.add(`/${css}`);
    if (!isRoot) preloads.add(`/${chunk.file}`);
    for (const key of chunk.imports ?? []) {
      const imported = manifest[key];
      if (imported && !preloads.has(`/${imported.file}`)) visit(imported, false);
    }
  };
  visit(entry, true);
  for (const chunk of Object.values(manifest)) for (const css of chunk.css ?? []) styles.add(`/${css}`);
  return { scripts: [`/${entry.file}`], styles: [...styles], preloads: [...preloads] };
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
  const module = (await import(pathToFileURL(serverEntry).href)) as Pick<WebBundle, 'createPageRenderer'>;
  return {
    clientDir,
    assets: assetsFromManifest(JSON.parse(manifestText) as Manifest),
    build: {
      id: createHash('sha256').update(manifestText).digest('hex').slice(0, 12),
      builtAt: statSync(manifestPath).mtime.toISOString(),
    },
    createPageRenderer: module.createPageRenderer,
  };
}
