import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

export function focusableWithin(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((element) => !element.closest('[inert]'));
}

interface FocusTrapOptions {
  isActive: boolean;
  onEscape: () => void;
  /** Element to focus on open; otherwise the first focusable element that is not a close button. */
  initialFocusRef?: RefObject<HTMLElement | null>;
}

/**
 * Modal focus management shared by Dialog and Drawer: moves focus in on open, keeps Tab inside,
 * closes on Escape, locks page scroll, and gives focus back to the opener on close.
 * Returns the keydown handler to put on the container.
 */
export function useFocusTrap(containerRef: RefObject<HTMLElement | null>, { isActive, onEscape, initialFocusRef }: FocusTrapOptions) {
  const onEscapeRef = useRef(onEscape);
  onEscapeRef.current = onEscape;

  useEffect(() => {
    if (!isActive) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const container = containerRef.current;
    if (container) {
      const preferred =
        initialFocusRef?.current ??
        focusableWithin(container).find((element) => !element.hasAttribute('data-focus-trap-skip-initial')) ??
        container;
      preferred.focus();
    }

    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    return () => {
      document.body.style.overflow = previousOverflow;
      // The opener may have been removed (e.g. a row deleted from inside the dialog).
      if (opener?.isConnected) opener.focus();
    };
    // initialFocusRef is read once, on open, on purpose.
  }, [isActive, containerRef]);

  return function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onEscapeRef.current();
      return;
    }
    if (event.key !== 'Tab' || !containerRef.current) return;
    const focusables = focusableWithin(containerRef.current);
    if (focusables.length === 0) {
      event.preventDefault();
      return;
    }
    const first = focusables[0]!;
    const last = focusables[focusables.length - 1]!;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === containerRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };
}
