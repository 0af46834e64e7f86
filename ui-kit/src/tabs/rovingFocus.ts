// Keyboard movement in a roving-tabindex group (WAI-ARIA: tabs move with Left/Right and wrap
// around; a list moves with Up/Down and stops at its ends; Home and End go to the ends of both).
import { useMemo, useRef } from 'react';

export interface RovingOptions {
  orientation: 'horizontal' | 'vertical';
  /** Past the last item to the first, and back: tabs do, lists do not. */
  wraps: boolean;
}

/** The index a key moves to from `index` among `count` items, or undefined for keys that do not move. */
export function indexAfterKey(
  key: string,
  index: number,
  count: number,
  { orientation, wraps }: RovingOptions,
): number | undefined {
  const [back, forward] = orientation === 'horizontal' ? ['ArrowLeft', 'ArrowRight'] : ['ArrowUp', 'ArrowDown'];
  switch (key) {
    case forward:
      return wraps ? (index + 1) % count : Math.min(index + 1, count - 1);
    case back:
      return wraps ? (index - 1 + count) % count : Math.max(index - 1, 0);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}

/**
 * The mounted element of each item of a roving-tabindex group, by the item's id, so that a key can
 * move the focus to the item it lands on. Each item takes `refFor(id)` as its ref.
 */
export function useRovingElements<K>() {
  const elements = useRef(new Map<K, HTMLButtonElement>());
  // The same object on every render, so that an effect can depend on it.
  return useMemo(
    () => ({
      refFor: (id: K) => (element: HTMLButtonElement | null) => {
        if (element) elements.current.set(id, element);
        else elements.current.delete(id);
      },
      elementOf: (id: K) => elements.current.get(id),
    }),
    [],
  );
}
