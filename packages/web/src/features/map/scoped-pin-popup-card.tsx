import { withMantine } from '../../app/mantine-scope.tsx';
import { PinPopupCard } from './pin-popup-card.tsx';

/** The pin's popup card inside Mantine's provider, for pages that do not have it. */
export const ScopedPinPopupCard = withMantine(PinPopupCard);
