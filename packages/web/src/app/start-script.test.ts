import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageAssets } from './router-context.ts';
import { MAIN_PICTURE_SELECTOR, MAIN_PICTURE_TIMING } from '../ui/main-picture.ts';
import { START_AT_THE_LATEST_MS, startFiles, startScript } from './start-script.ts';

interface Added {
  readonly where: 'head' | 'body';
  readonly element: Record<string, string>;
}

interface TimingEntry {
  readonly name?: string;
  readonly identifier?: string;
}

type Picture = { complete: boolean; naturalWidth: number } | null;

/**
 * A page as far as the start script sees it: an optional main picture, the head and body it adds to, the frames, and
 * the browser's Performance Timeline reporting the given entry types (none: a browser without them).
 */
function fakePage(picture: Picture, reportedTypes: readonly string[] = ['paint', 'element']) {
  const added: Added[] = [];
  const listeners = new Map<string, () => void>();
  const frames: (() => void)[] = [];
  const reported: { type: string; entry: TimingEntry }[] = [];
  const observers = new Set<{ type: string; callback: (list: unknown, observer: unknown) => void }>();
  const mainPicture =
    picture === null
      ? null
      : { ...picture, addEventListener: (type: string, listener: () => void) => listeners.set(type, listener) };
  const document = {
    querySelector: (selector: string) => (selector === MAIN_PICTURE_SELECTOR ? mainPicture : null),
    createElement: (tag: string) => ({ tag }),
    head: { appendChild: (element: Record<string, string>) => added.push({ where: 'head', element }) },
    body: { appendChild: (element: Record<string, string>) => added.push({ where: 'body', element }) },
  };
  const requestAnimationFrame = (callback: () => void) => frames.push(callback);
  const paint = () => frames.splice(0).forEach((frame) => frame());
  const deliver = (observer: { type: string; callback: (list: unknown, observer: unknown) => void }) => {
    const entries = reported.filter(({ type }) => type === observer.type).map(({ entry }) => entry);
    const handle = { disconnect: () => observers.delete(observer) };
    if (entries.length > 0) observer.callback({ getEntries: () => entries }, handle);
  };
  class PerformanceObserver {
    static readonly supportedEntryTypes = reportedTypes;
    constructor(private readonly callback: (list: unknown, observer: unknown) => void) {}
    observe({ type, buffered }: { type: string; buffered: boolean }) {
      const observer = { type, callback: this.callback };
      observers.add(observer);
      if (buffered) deliver(observer);
    }
  }
  return {
    run: (source: string) =>
      // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the script is written as text for the page
      new Function('document', 'requestAnimationFrame', 'setTimeout', 'PerformanceObserver', source)(
        document,
        requestAnimationFrame,
        setTimeout,
        PerformanceObserver,
      ),
    added,
    fire: (type: string) => listeners.get(type)?.(),
    paint,
    /** The next frame, then the zero-delay timers it set. */
    paintAndSettle: () => {
      paint();
      vi.advanceTimersByTime(0);
    },
    /** The browser reports a paint shown on the screen (an entry of a Performance Timeline type). */
    show: (type: string, entry: TimingEntry) => {
      reported.push({ type, entry });
      [...observers].filter((observer) => observer.type === type).forEach(deliver);
    },
  };
}

const FIRST_PAINT = { name: 'first-contentful-paint' };
const PICTURE_SHOWN = { identifier: MAIN_PICTURE_TIMING };
const loading: Picture = { complete: false, naturalWidth: 0 };
const files = { entry: '/assets/entry.js', preloads: ['/assets/shell.js', '/assets/home.js'] };
const started: Added[] = [
  { where: 'head', element: { tag: 'link', rel: 'modulepreload', href: '/assets/shell.js' } },
  { where: 'head', element: { tag: 'link', rel: 'modulepreload', href: '/assets/home.js' } },
  { where: 'body', element: { tag: 'script', type: 'module', src: '/assets/entry.js' } },
];

describe(startScript, () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts the code once the first paint is shown on a page without a main picture', () => {
    const page = fakePage(null);
    page.run(startScript(files));
    page.paintAndSettle();
    vi.advanceTimersByTime(START_AT_THE_LATEST_MS - 1);
    expect(page.added).toEqual([]);
    page.show('paint', { name: 'first-paint' });
    expect(page.added).toEqual([]);
    page.show('paint', FIRST_PAINT);
    expect(page.added).toEqual(started);
  });

  it('waits until the main picture is shown, not only loaded or drawn in a frame', () => {
    const page = fakePage(loading);
    page.run(startScript(files));
    page.show('paint', FIRST_PAINT);
    page.fire('load');
    page.paintAndSettle();
    page.show('element', { identifier: 'another-picture' });
    vi.advanceTimersByTime(START_AT_THE_LATEST_MS - 1);
    expect(page.added).toEqual([]);
    page.show('element', PICTURE_SHOWN);
    expect(page.added).toEqual(started);
  });

  it('starts at once when the picture was shown before the script ran (the buffered entries)', () => {
    const page = fakePage({ complete: true, naturalWidth: 640 });
    page.show('element', PICTURE_SHOWN);
    page.run(startScript(files));
    expect(page.added).toEqual(started);
  });

  it('starts after the first paint when the main picture fails, or had failed before the script ran', () => {
    const failing = fakePage(loading);
    failing.run(startScript(files));
    failing.show('paint', FIRST_PAINT);
    expect(failing.added).toEqual([]);
    failing.fire('error');
    expect(failing.added).toEqual(started);
    const failed = fakePage({ complete: true, naturalWidth: 0 });
    failed.run(startScript(files));
    failed.show('paint', FIRST_PAINT);
    expect(failed.added).toEqual(started);
  });

  it('in a browser without Paint and Element Timing: one frame after the picture loaded, or after the first frame', () => {
    for (const [picture, event] of [
      [loading, 'load'],
      [loading, 'error'],
      [{ complete: true, naturalWidth: 640 }, null],
      [null, null],
    ] as const) {
      const page = fakePage(picture, []);
      page.run(startScript(files));
      if (event !== null) {
        page.paintAndSettle();
        expect(page.added).toEqual([]);
        page.fire(event);
      }
      page.paintAndSettle();
      expect(page.added).toEqual(started);
    }
  });

  it('starts at the latest after START_AT_THE_LATEST_MS, and only once', () => {
    const page = fakePage(loading);
    page.run(startScript(files));
    vi.advanceTimersByTime(START_AT_THE_LATEST_MS);
    expect(page.added).toEqual(started);
    page.fire('load');
    page.show('element', PICTURE_SHOWN);
    page.fire('error');
    page.show('paint', FIRST_PAINT);
    page.paint();
    vi.runAllTimers();
    expect(page.added).toEqual(started);
  });

  it('passes any file names through as written, and never closes its script element', () => {
    fc.assert(
      fc.property(fc.string(), fc.array(fc.string(), { maxLength: 4 }), (entry, preloads) => {
        const source = startScript({ entry, preloads });
        expect(source).not.toMatch(/<\/|<!--/);
        const page = fakePage(null);
        page.run(source);
        page.show('paint', FIRST_PAINT);
        expect(page.added.map(({ element }) => element.href ?? element.src)).toEqual([...preloads, entry]);
      }),
    );
  });
});

describe(startFiles, () => {
  const assets: PageAssets = {
    entry: '/assets/entry.js',
    modulePreloads: ['/assets/sent.js'],
    fonts: [],
    prefetch: [],
    inlinedStyles: [],
  };

  it("on the server: the routes' chunks in order, each once", () => {
    const chunks: Record<string, string[]> = {
      __root__: ['/assets/shell.js'],
      '/': ['/assets/home.js', '/assets/card.js'],
      '/x': ['/assets/card.js'],
    };
    const server = { ...assets, chunksOfRoute: (id: string) => chunks[id] ?? [] };
    expect(startFiles(server, ['__root__', '/', '/x', '/none'])).toEqual({
      entry: '/assets/entry.js',
      preloads: ['/assets/shell.js', '/assets/home.js', '/assets/card.js'],
    });
  });

  it('in the browser: the list the server sent', () => {
    expect(startFiles(assets, ['__root__', '/'])).toEqual({ entry: '/assets/entry.js', preloads: ['/assets/sent.js'] });
  });
});
