import { lazy, Suspense, type ComponentProps } from 'react';
import type { PinPopupCard } from './pin-popup-card.tsx';

// The card's code loads when a pin is first opened, not with the page.
const LoadedPinPopupCard = lazy(async () => ({ default: (await import('./pin-popup-card.tsx')).PinPopupCard }));

/** A pin's popup card for a page whose first paint does not need it (the community page): loaded on the first opened
 * pin. */
export function LazyPinPopupCard(props: ComponentProps<typeof PinPopupCard>) {
  return (
    <Suspense fallback={null}>
      <LoadedPinPopupCard {...props} />
    </Suspense>
  );
}
