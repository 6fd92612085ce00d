import type { ReactNode } from 'react';
import classes from './map.module.css';

interface MapLinkedItemProps {
  readonly listingId: string;
  readonly highlightedId: string | null;
  readonly onHighlight: (listingId: string | null) => void;
  readonly children: ReactNode;
}

/** A list item tied to its pin: hovering or focusing it lights the pin, and it stands out when the pin is hovered. */
export function MapLinkedItem({ listingId, highlightedId, onHighlight, children }: MapLinkedItemProps) {
  return (
    <div
      className={classes.linkedItem}
      data-listing-card={listingId}
      data-highlighted={highlightedId === listingId}
      onMouseEnter={() => onHighlight(listingId)}
      onMouseLeave={() => onHighlight(null)}
      onFocus={() => onHighlight(listingId)}
      onBlur={() => onHighlight(null)}
    >
      {children}
    </div>
  );
}
