import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { ListingPin } from '@app/domain';
import { ClusterMarkers } from './cluster-markers.ts';
import { useMapHandle } from './map-context.ts';
import { createListingPopup, openListingPopup, type ListingPopup } from './map-popup.ts';

interface ClusterLayerProps {
  readonly pins: readonly ListingPin[];
  readonly highlightedId: string | null;
  readonly onHighlight: (listingId: string | null) => void;
  readonly renderPopup: (listingId: string) => ReactNode;
}

function PopupContent({ popup, onClose, children }: { popup: ListingPopup; onClose: () => void; children: ReactNode }) {
  const { map } = useMapHandle();
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);
  useEffect(() => openListingPopup(map, popup, () => onCloseRef.current()), [map, popup]);
  return createPortal(children, popup.node);
}

/** Clustered pins on the surrounding map, one highlighted, with a popup for the pin opened. */
export function ClusterLayer({ pins, highlightedId, onHighlight, renderPopup }: ClusterLayerProps) {
  const { L, map } = useMapHandle();
  const markersRef = useRef<ClusterMarkers | null>(null);
  const onHighlightRef = useRef(onHighlight);
  const [popup, setPopup] = useState<ListingPopup | null>(null);

  useEffect(() => {
    onHighlightRef.current = onHighlight;
  }, [onHighlight]);

  useEffect(() => {
    const markers = new ClusterMarkers(L, map, {
      onHover: (listingId) => onHighlightRef.current(listingId),
      onOpen: (listingId, marker, viaKeyboard) => setPopup(createListingPopup(L, listingId, marker, viaKeyboard)),
    });
    markersRef.current = markers;
    return () => {
      markers.destroy();
      markersRef.current = null;
    };
  }, [L, map]);

  useEffect(() => markersRef.current?.setPins(pins), [L, map, pins]);
  useEffect(() => markersRef.current?.setHighlight(highlightedId), [L, map, highlightedId, pins]);

  if (popup === null) return null;
  const close = () => setPopup((current) => (current === popup ? null : current));
  return (
    <PopupContent popup={popup} onClose={close}>
      {renderPopup(popup.listingId)}
    </PopupContent>
  );
}
