import { lazy, Suspense, type ComponentProps } from 'react';
import type { PinPopupCard } from './pin-popup-card.tsx';

// Drawn with Mantine: its code and Mantine's provider load when a pin is first opened, not with the page.
const ScopedPinPopupCard = lazy(async () => ({
  default: (await import('./scoped-pin-popup-card.tsx')).ScopedPinPopupCard,
}));

/** A pin's popup card for a page drawn without Mantine (the community page): loaded on the first opened pin. */
export function LazyPinPopupCard(props: ComponentProps<typeof PinPopupCard>) {
  return (
    <Suspense fallback={null}>
      <ScopedPinPopupCard {...props} />
    </Suspense>
  );
}
