import { describe, expect, it } from 'vitest';
import {
  DEFERRED_RENDER_SWITCH,
  drawEverythingInPlace,
  isNavigationToAnotherAddress,
  type ViewportWindow,
} from './deferred-render.ts';

/** A window whose element in the middle of the screen moves by `growthAbove` px when the switch comes off. */
function windowWithDeferredParts(growthAbove: number) {
  const root = document.createElement('html');
  root.setAttribute(DEFERRED_RENDER_SWITCH, '');
  root.setAttribute('lang', 'en');
  const inView = document.createElement('a');
  inView.getBoundingClientRect = () =>
    new DOMRect(0, root.hasAttribute(DEFERRED_RENDER_SWITCH) ? 130 : 130 + growthAbove, 300, 40);
  const scrolls: number[] = [];
  const view: ViewportWindow = {
    document: { documentElement: root, elementFromPoint: () => inView },
    innerWidth: 390,
    innerHeight: 844,
    scrollBy: (_x, y) => scrolls.push(y),
  };
  return { root, view, scrolls };
}

describe('deferred rendering below the first screen', () => {
  it('ends at a move from one address to another, not at the first page loading itself', () => {
    expect(isNavigationToAnotherAddress({ fromLocation: { href: '/' }, hrefChanged: true })).toBe(true);
    // Hydration of the first page: nothing to come from.
    expect(isNavigationToAnotherAddress({ hrefChanged: true })).toBe(false);
    // The same address loaded again (a refresh of its data).
    expect(isNavigationToAnotherAddress({ fromLocation: { href: '/' }, hrefChanged: false })).toBe(false);
  });

  it('draws everything by taking the switch off the document, and keeps what is on the screen in place', () => {
    const { root, view, scrolls } = windowWithDeferredParts(78);
    drawEverythingInPlace(view);
    expect(root.hasAttribute(DEFERRED_RENDER_SWITCH)).toBe(false);
    expect(root.getAttribute('lang')).toBe('en');
    // Parts above grew by 78 px: the page scrolls by as much, so the same home stays where the visitor saw it.
    expect(scrolls).toEqual([78]);
  });

  it('does not scroll when nothing above the screen changed height, nor a second time', () => {
    const { view, scrolls } = windowWithDeferredParts(0);
    drawEverythingInPlace(view);
    expect(scrolls).toEqual([]);
    const grown = windowWithDeferredParts(20);
    drawEverythingInPlace(grown.view);
    drawEverythingInPlace(grown.view);
    expect(grown.scrolls).toEqual([20]);
  });
});
