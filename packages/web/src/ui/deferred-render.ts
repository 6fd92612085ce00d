/**
 * Parts of a page below its first screen are drawn only when they come near the viewport (content-visibility,
 * app/global.css), on the first document a visitor opens: that is the load a phone pays for all at once, and skipping
 * the parts out of sight shortens its first layout. The deferral holds while `<html>` carries `DEFERRED_RENDER_SWITCH`
 * (the server writes it). It ends, for the rest of the visit, before the router notes where the visitor is (at a
 * client-side navigation, and when the page is left or reloaded), so every position the router restores later is one
 * on a page drawn whole. Skipped parts stand in at an estimated height: a position noted while they did would land
 * on other content. docs/adr/0051-deferred-rendering-below-the-first-screen.md
 */

/**
 * The class of a part of a page below its first screen. Set `--deferred-render-height` on it (in its own CSS) to about
 * its height on a phone, so the scroll bar is near right before it is drawn.
 */
export const DEFERRED_RENDER = 'deferred-render';

/** The attribute of `<html>` under which deferred parts wait to be drawn. */
export const DEFERRED_RENDER_SWITCH = 'data-deferred-render';

/** The parts of a window `drawEverythingInPlace` uses. */
export interface ViewportWindow {
  readonly document: Pick<Document, 'documentElement' | 'elementFromPoint'>;
  readonly innerWidth: number;
  readonly innerHeight: number;
  scrollBy(x: number, y: number): void;
}

/**
 * Draws every part of the page from now on (takes the switch off), keeping what the visitor sees where it is: parts
 * above the screen that were never drawn take their real height, and the page scrolls by the difference. (The
 * browser's own scroll anchoring does not follow a change of content-visibility.)
 */
export function drawEverythingInPlace(view: ViewportWindow): void {
  const root = view.document.documentElement;
  if (!root.hasAttribute(DEFERRED_RENDER_SWITCH)) return;
  const anchor = view.document.elementFromPoint(view.innerWidth / 2, view.innerHeight / 2);
  const before = anchor?.getBoundingClientRect().top ?? 0;
  root.removeAttribute(DEFERRED_RENDER_SWITCH);
  const shift = (anchor?.getBoundingClientRect().top ?? 0) - before;
  if (shift !== 0) view.scrollBy(0, shift);
}

/** What a router tells its listeners before a navigation (TanStack Router's `onBeforeNavigate` event). */
export interface NavigationStart {
  readonly fromLocation?: unknown;
  readonly hrefChanged: boolean;
}

/** Whether a router event is a move to another address, not the first page's own load. */
export function isNavigationToAnotherAddress(event: NavigationStart): boolean {
  return event.fromLocation !== undefined && event.hrefChanged;
}
