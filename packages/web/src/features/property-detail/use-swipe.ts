import { useRef, type PointerEvent } from 'react';
import { swipeAction } from './gallery-state.ts';

/**
 * Pointer handlers that read a finger (or pen) swipe across an element as next or previous.
 * Mouse pointers are left to clicks; give the element `touch-action: pan-y` so a horizontal
 * swipe reaches it instead of scrolling the page.
 */
export function useSwipe(onSwipe: (action: 'next' | 'previous') => void) {
  const start = useRef<{ id: number; x: number; y: number } | null>(null);
  return {
    onPointerDown(event: PointerEvent) {
      start.current =
        event.pointerType === 'mouse' ? null : { id: event.pointerId, x: event.clientX, y: event.clientY };
    },
    onPointerUp(event: PointerEvent) {
      const from = start.current;
      start.current = null;
      if (from === null || from.id !== event.pointerId) return;
      const action = swipeAction(event.clientX - from.x, event.clientY - from.y);
      if (action !== null) onSwipe(action);
    },
    onPointerCancel() {
      start.current = null;
    },
  };
}
