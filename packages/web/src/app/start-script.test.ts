import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageAssets } from './router-context.ts';
import { MAIN_PICTURE_SELECTOR, START_AT_THE_LATEST_MS, startFiles, startScript } from './start-script.ts';

interface Added {
  readonly where: 'head' | 'body';
  readonly element: Record<string, string>;
}

/** A page as far as the start script sees it: an optional main picture, the head and body it adds to, the frames. */
function fakePage(picture: { complete: boolean } | null) {
  const added: Added[] = [];
  const listeners = new Map<string, () => void>();
  const frames: (() => void)[] = [];
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
  return {
    run: (source: string) =>
      // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the script is written as text for the page
      new Function('document', 'requestAnimationFrame', 'setTimeout', source)(
        document,
        requestAnimationFrame,
        setTimeout,
      ),
    added,
    fire: (type: string) => listeners.get(type)?.(),
    paint,
    /** The next frame, then the zero-delay timers it set. */
    paintAndSettle: () => {
      paint();
      vi.advanceTimersByTime(0);
    },
  };
}

const files = { entry: '/assets/entry.js', preloads: ['/assets/shell.js', '/assets/home.js'] };
const started: Added[] = [
  { where: 'head', element: { tag: 'link', rel: 'modulepreload', href: '/assets/shell.js' } },
  { where: 'head', element: { tag: 'link', rel: 'modulepreload', href: '/assets/home.js' } },
  { where: 'body', element: { tag: 'script', type: 'module', src: '/assets/entry.js' } },
];

describe(startScript, () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts the code after the first paint on a page without a main picture', () => {
    const page = fakePage(null);
    page.run(startScript(files));
    vi.advanceTimersByTime(START_AT_THE_LATEST_MS - 1);
    expect(page.added).toEqual([]);
    page.paintAndSettle();
    expect(page.added).toEqual(started);
  });

  it('waits for the main picture, then for the paint that shows it', () => {
    const page = fakePage({ complete: false });
    page.run(startScript(files));
    page.paint();
    vi.advanceTimersByTime(START_AT_THE_LATEST_MS - 1);
    expect(page.added).toEqual([]);
    page.fire('load');
    vi.advanceTimersByTime(0);
    expect(page.added).toEqual([]);
    page.paintAndSettle();
    expect(page.added).toEqual(started);
  });

  it('starts after a picture that failed, and at once after the paint when the picture was already there', () => {
    for (const [picture, event] of [
      [{ complete: false }, 'error'],
      [{ complete: true }, null],
    ] as const) {
      const page = fakePage(picture);
      page.run(startScript(files));
      if (event !== null) page.fire(event);
      page.paintAndSettle();
      expect(page.added).toEqual(started);
    }
  });

  it('starts at the latest after START_AT_THE_LATEST_MS, and only once', () => {
    const page = fakePage({ complete: false });
    page.run(startScript(files));
    vi.advanceTimersByTime(START_AT_THE_LATEST_MS);
    expect(page.added).toEqual(started);
    page.fire('load');
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
        page.paintAndSettle();
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
