import { MAIN_PICTURE_SELECTOR, MAIN_PICTURE_TIMING } from '../ui/main-picture.ts';
import type { PageAssets } from './router-context.ts';

/**
 * The first document starts its code once its main picture is on the screen (docs/adr/0060).
 *
 * A server-rendered page is whole without its script: the script only makes it interactive. On a phone's network the
 * shell's code (130 KB gzipped) and the page's main picture (20-30 KB) otherwise download side by side and share the
 * bandwidth, so the picture, usually the largest thing on the first screen, appears late. This inline script, written
 * at the end of the body instead of the entry's `<script type="module">`, waits until the browser reports the main
 * picture (ui/main-picture.ts) shown on the screen (Element Timing), and only then adds the entry and its chunks
 * (`modulepreload`, all at once, so they download in parallel). A page without such a picture, or whose picture
 * fails, starts once its first paint is shown (Paint Timing). A browser without these timings starts one frame after
 * the picture loaded, or after the first frame. Whatever happens, the code starts within `START_AT_THE_LATEST_MS`.
 *
 * Shown, not drawn: the browser reports a paint when the screen shows it, after the page's own frame callbacks ran.
 * Started from a frame callback after the picture's load, the code's first request came 30-50 ms before the paint
 * was shown (chromium, Lighthouse's trace), and Lighthouse's throttled simulation then counted the shell's download
 * as holding the first paint: FCP 1.4 s instead of 0.8-1.0 s in about one run of three.
 */

/** The longest the page waits for its picture before it starts its code anyway (a slow or stalled picture). */
export const START_AT_THE_LATEST_MS = 3000;

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
const START = [
  '(function(entry,preloads,selector,timing,latest){var started=false;',
  "function start(){if(started)return;started=true;preloads.forEach(function(href){var link=document.createElement('link');link.rel='modulepreload';link.href=href;document.head.appendChild(link)});var script=document.createElement('script');script.type='module';script.src=entry;document.body.appendChild(script)}",
  'function afterFrame(){requestAnimationFrame(function(){setTimeout(start,0)})}',
  // Starts once the browser reports an entry of this type that `shows` accepts; `otherwise` where it reports none.
  "function onScreen(type,shows,otherwise){var Observer=typeof PerformanceObserver==='function'?PerformanceObserver:null;if(!Observer||!Observer.supportedEntryTypes||Observer.supportedEntryTypes.indexOf(type)<0){otherwise();return}new Observer(function(list,observer){if(list.getEntries().some(shows)){observer.disconnect();start()}}).observe({type:type,buffered:true})}",
  "function afterFirstPaint(){onScreen('paint',function(entry){return entry.name==='first-contentful-paint'},afterFrame)}",
  'setTimeout(start,latest);var picture=document.querySelector(selector);',
  'if(!picture||(picture.complete&&!picture.naturalWidth)){afterFirstPaint();return}',
  "picture.addEventListener('error',afterFirstPaint);",
  "onScreen('element',function(entry){return entry.identifier===timing},function(){if(picture.complete)afterFrame();else picture.addEventListener('load',afterFrame)})})",
].join('');

/** The inline script that starts the page's code after its main picture (see above). */
export function startScript(files: StartFiles): string {
  const args = [files.entry, files.preloads, MAIN_PICTURE_SELECTOR, MAIN_PICTURE_TIMING, START_AT_THE_LATEST_MS].map(
    (value) => JSON.stringify(value).replace(/</g, '\\u003c'),
  );
  return `${START}(${args.join(',')})`;
}
