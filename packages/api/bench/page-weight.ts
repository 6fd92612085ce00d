import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { CHROME_PATH, CHROMIUM_FLAGS } from './chromium.ts';

/** What a first view of one page costs, measured in chromium. */
export interface PageWeight {
  /** `<link rel=stylesheet>` that block rendering (no media, or media all/screen). */
  readonly blockingStyles: { readonly count: number; readonly bytes: number };
  /** Bytes of `<style>` elements in the server-rendered HTML. */
  readonly inlineStyleBytes: number;
  /** Whether the app reported itself hydrated within the window (if not, every script counts as first-load). */
  readonly hydrated: boolean;
  /** Scripts requested until the app is hydrated: gzipped (level 9) bytes summed per file, and their count. */
  readonly firstLoadJs: { readonly gzipBytes: number; readonly files: number };
  /** Scripts requested later in the window (the idle prefetch), gzipped bytes. */
  readonly laterJsGzipBytes: number;
  /** Requests to /api/ in the window after `load`: their method and path (with query). */
  readonly apiCallsAfterLoad: readonly ApiCall[];
}

/** One request a page made to our API. */
export interface ApiCall {
  readonly method: string;
  /** Path with query. */
  readonly path: string;
}

/** The first-party analytics endpoint: the page-view beacon posts there (not a data call). */
export const EVENTS_PATH = '/api/events';

/** A call's path without its query. */
export const pathOf = (call: ApiCall): string => call.path.split('?')[0] ?? call.path;

/** A call that asks the API for data, as opposed to the page-view beacon sending events. */
export function isDataCall(call: ApiCall): boolean {
  return !(call.method === 'POST' && pathOf(call) === EVENTS_PATH);
}

/** How long after `load` the page is watched for data calls and late scripts. */
export const AFTER_LOAD_MS = 5_000;

const PHONE = { width: 390, height: 844 };

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i')
    .exec(tag)
    ?.slice(1)
    .find((value) => value !== undefined);
}

/** Stylesheet links that block the first render: no media attribute, or one every screen matches. */
function blockingStylesheets(html: string): string[] {
  const links = html.match(/<link\b[^>]*>/gi) ?? [];
  return links
    .filter((tag) => /^stylesheet$/i.test(attribute(tag, 'rel') ?? ''))
    .filter((tag) => !/\sdisabled\b/i.test(tag))
    .filter((tag) =>
      ['', 'all', 'screen', 'only screen'].includes((attribute(tag, 'media') ?? '').trim().toLowerCase()),
    )
    .map((tag) => attribute(tag, 'href') ?? '');
}

async function stylesFigures(origin: string, html: string) {
  const hrefs = blockingStylesheets(html);
  const sizes = await Promise.all(
    hrefs.map(async (href) => (await (await fetch(new URL(href, origin))).arrayBuffer()).byteLength),
  );
  const inline = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].reduce(
    (sum, match) => sum + Buffer.byteLength(match[1] ?? ''),
    0,
  );
  return {
    blockingStyles: { count: hrefs.length, bytes: sizes.reduce((sum, size) => sum + size, 0) },
    inlineStyleBytes: inline,
  };
}

/**
 * Tells Node when the app marks the document hydrated (`data-hydrated`, set once the client entry
 * ran), and holds idle callbacks until then: on this shared machine hydration can take longer
 * than the idle prefetch's delay, which would count prefetched code as first-load JS.
 */
const REPORT_HYDRATION = `(() => {
  const held = [];
  let hydrated = false;
  const idle = window.requestIdleCallback?.bind(window);
  if (idle) window.requestIdleCallback = (callback, options) => (hydrated ? idle(callback, options) : (held.push([callback, options]), 0));
  new MutationObserver((_, observer) => {
    if (document.documentElement?.dataset.hydrated !== 'true') return;
    observer.disconnect();
    hydrated = true;
    window.benchHydrated();
    for (const [callback, options] of held.splice(0)) idle(callback, options);
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
})();`;

function gzipped(bodies: Map<string, Promise<Buffer>>): Promise<number> {
  return Promise.all(bodies.values()).then((all) =>
    all.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0),
  );
}

/**
 * Loads `url` in a fresh context and watches it until `AFTER_LOAD_MS` after `load`. Scripts
 * requested before the app is hydrated are its first-load JS (entry, preloads, the page's chunks);
 * later ones are the idle prefetch's.
 */
async function watchLoad(browser: Browser, url: string) {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  let hydrated = false;
  await page.exposeBinding('benchHydrated', () => {
    hydrated = true;
  });
  await page.addInitScript(REPORT_HYDRATION);
  const firstLoad = new Map<string, Promise<Buffer>>();
  const later = new Map<string, Promise<Buffer>>();
  const apiCalls: ApiCall[] = [];
  let loaded = false;
  page.once('load', () => (loaded = true));
  page.on('request', (request) => {
    const { pathname, search } = new URL(request.url());
    if (loaded && pathname.startsWith('/api/'))
      apiCalls.push({ method: request.method(), path: `${pathname}${search}` });
    if (request.resourceType() !== 'script') return;
    const bucket = hydrated ? later : firstLoad;
    if (!firstLoad.has(request.url()) && !bucket.has(request.url())) {
      bucket.set(
        request.url(),
        request.response().then(
          (response) => (response?.ok() ? response.body() : Buffer.alloc(0)),
          () => Buffer.alloc(0),
        ),
      );
    }
  });
  const answer = await page.goto(url, { waitUntil: 'load' });
  if (!answer?.ok()) throw new Error(`${url} answered ${answer?.status()}`);
  await page.waitForTimeout(AFTER_LOAD_MS);
  const figures = {
    hydrated,
    firstLoadJs: { gzipBytes: await gzipped(firstLoad), files: firstLoad.size },
    laterJsGzipBytes: await gzipped(later),
    apiCallsAfterLoad: apiCalls,
  };
  await context.close();
  return figures;
}

/**
 * Each page's stylesheets (from its server-rendered HTML) and its first view in chromium at a
 * 390 px phone viewport, one page after the other, each in a fresh context (nothing cached).
 */
export async function pageWeights(origin: string, paths: readonly string[]): Promise<PageWeight[]> {
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: CHROMIUM_FLAGS.filter((flag) => !flag.startsWith('--headless')),
  });
  try {
    const weights: PageWeight[] = [];
    for (const path of paths) {
      const url = `${origin}${path}`;
      const html = await (await fetch(url)).text();
      weights.push({ ...(await stylesFigures(origin, html)), ...(await watchLoad(browser, url)) });
    }
    return weights;
  } finally {
    await browser.close();
  }
}
