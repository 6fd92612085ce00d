import type { PageAssets } from './router-context.ts';

/**
 * The first document starts its code once its main picture is on the screen (docs/adr/0060).
 *
 * A server-rendered page is whole without its script: the script only makes it interactive. On a phone's network the
 * shell's code (130 KB gzipped) and the page's main picture (20-30 KB) otherwise download side by side and share the
 * bandwidth, so the picture, usually the largest thing on the first screen, appears late. This inline script, written
 * at the end of the body instead of the entry's `<script type="module">`, waits for the picture marked
 * `fetchpriority="high"` (the home page's banner, the first listing's photo, a community's picture, an article's cover)
 * to load, or to fail, lets the browser paint it, and only then adds the entry and its chunks (`modulepreload`, all at
 * once, so they download in parallel). A page without such a picture starts after its first paint. Whatever happens,
 * the code starts within `START_AT_THE_LATEST_MS`.
 */

/** The longest the page waits for its picture before it starts its code anyway (a slow or stalled picture). */
export const START_AT_THE_LATEST_MS = 3000;

/** The picture the page starts its code after: the one the server marked as the first screen's main picture. */
export const MAIN_PICTURE_SELECTOR = 'img[fetchpriority="high"]';

/** What the start script adds: the chunks to preload and the entry module. */
export interface StartFiles {
  readonly entry: string;
  readonly preloads: readonly string[];
}

/**
 * The files the first document starts with, for the routes it matched: on the server each route's chunks (the root's
 * are the shell's), in the browser the list the server sent (the same, so the hydrated script equals the rendered one).
 */
export function startFiles(assets: PageAssets, routeIds: readonly string[]): StartFiles {
  const { chunksOfRoute } = assets;
  const preloads =
    chunksOfRoute === undefined ? assets.modulePreloads : [...new Set(routeIds.flatMap((id) => chunksOfRoute(id)))];
  return { entry: assets.entry, preloads };
}

// ES5 on purpose (it runs as written, before any code of ours is loaded), one statement, no `</script>` possible in it:
// the file names are JSON strings of asset paths.
const START = `(function(entry,preloads,selector,latest){var started=false;function start(){if(started)return;started=true;preloads.forEach(function(href){var link=document.createElement('link');link.rel='modulepreload';link.href=href;document.head.appendChild(link)});var script=document.createElement('script');script.type='module';script.src=entry;document.body.appendChild(script)}function afterPaint(){requestAnimationFrame(function(){setTimeout(start,0)})}setTimeout(start,latest);var picture=document.querySelector(selector);if(!picture||picture.complete){afterPaint();return}picture.addEventListener('load',afterPaint);picture.addEventListener('error',afterPaint)})`;

/** The inline script that starts the page's code after its main picture (see above). */
export function startScript(files: StartFiles): string {
  const args = [files.entry, files.preloads, MAIN_PICTURE_SELECTOR, START_AT_THE_LATEST_MS].map((value) =>
    JSON.stringify(value).replace(/</g, '\\u003c'),
  );
  return `${START}(${args.join(',')})`;
}
