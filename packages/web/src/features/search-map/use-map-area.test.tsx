import { act, cleanup, render } from '@testing-library/react';
import { EMPTY_SEARCH, type GeoBounds, type ListingSearch } from '@app/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useMapArea, type MapAreaSearch } from './use-map-area.ts';
import { withMapArea } from './map-search-url.ts';

const SEARCH: ListingSearch = { ...EMPTY_SEARCH, city: 'Naples' };
const DRAGGED: GeoBounds = { south: 26.1, west: -81.82, north: 26.2, east: -81.7 };

/** Renders the hook following the map and hands back its answer and the searches it started. */
function mountHook(): { area: () => MapAreaSearch; searches: ListingSearch[] } {
  const searches: ListingSearch[] = [];
  let latest: MapAreaSearch | undefined;
  function Probe() {
    latest = useMapArea(SEARCH, (search) => searches.push(search), false);
    return null;
  }
  render(<Probe />);
  return { area: () => latest as MapAreaSearch, searches };
}

describe('useMapArea', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('searches the dragged area once the map has rested', () => {
    const { area, searches } = mountHook();
    act(() => area().onUserMove(DRAGGED));
    expect(searches).toEqual([]);
    act(() => void vi.advanceTimersByTime(1_000));
    expect(searches).toEqual([withMapArea(SEARCH, DRAGGED)]);
  });

  it('drops a drag not yet searched when the visitor goes back or forward, so the Back is not undone', () => {
    const { area, searches } = mountHook();
    act(() => area().onUserMove(DRAGGED));
    act(() => void window.dispatchEvent(new PopStateEvent('popstate')));
    act(() => void vi.advanceTimersByTime(5_000));
    expect(searches).toEqual([]);
  });
});
