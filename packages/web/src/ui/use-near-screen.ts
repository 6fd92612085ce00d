import { useEffect, useState } from 'react';

/**
 * Whether the element given to `watch` (a callback ref) has come within `margin` pixels of the screen, above or
 * below; once true it stays true. For work a page does not need until the visitor scrolls near it (a section that
 * asks the server for its data, a map that loads Leaflet).
 */
export function useNearScreen(margin: number) {
  const [element, watch] = useState<HTMLElement | null>(null);
  const [reached, setReached] = useState(false);
  useEffect(() => {
    if (reached || element === null) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setReached(true);
      },
      { rootMargin: `${margin}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, reached, margin]);
  return { watch, reached };
}
