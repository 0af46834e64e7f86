import { useEffect, useRef, type RefObject } from 'react';

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
  /**
   * Where focus goes on close when the element that opened the trap is no longer in the page
   * (e.g. a row's Revoke button that the revocation removed); without it, focus would fall to <body>.
   */
  fallbackFocusRef?: RefObject<HTMLElement | null>;
}

/** Open traps, innermost last: only the innermost answers keys (a confirmation over a dialog, say). */
const openTraps: RefObject<HTMLElement | null>[] = [];

/** Focus is nowhere in particular: on <body>, as after the focused element was removed. */
function isFocusLost(): boolean {
  return document.activeElement === null || document.activeElement === document.body;
}

/**
 * Modal focus management shared by Dialog and Drawer: moves focus in on open, keeps Tab inside,
 * closes on Escape, locks page scroll, and gives focus back to the opener on close.
 *
 * Keys are heard on the document rather than on the container, so that Escape still closes and
 * Tab comes back inside after focus has fallen to <body> (a focused element removed, a click on
 * something that cannot take focus). Escape that a control inside already handled (a menu
 * closing itself calls preventDefault) is left alone.
 */
export function useFocusTrap(
  containerRef: RefObject<HTMLElement | null>,
  { isActive, onEscape, initialFocusRef, fallbackFocusRef }: FocusTrapOptions,
) {
  const onEscapeRef = useRef(onEscape);
  onEscapeRef.current = onEscape;
  const fallbackRef = useRef(fallbackFocusRef);
  fallbackRef.current = fallbackFocusRef;

  useEffect(() => {
    if (!isActive) return;
    const opener = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    const container = containerRef.current;
    if (container) {
      const preferred =
        initialFocusRef?.current ??
        focusableWithin(container).find((element) => !element.hasAttribute('data-focus-trap-skip-initial')) ??
        container;
      preferred.focus();
    }
    openTraps.push(containerRef);

    function onKeyDown(event: globalThis.KeyboardEvent) {
      const trapped = containerRef.current;
      if (!trapped || openTraps[openTraps.length - 1] !== containerRef || event.defaultPrevented) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        onEscapeRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const focusables = focusableWithin(trapped);
      const first = focusables[0];
      const last = focusables[focusables.length - 1];
      const active = document.activeElement;
      if (!first || !last) {
        event.preventDefault();
        trapped.focus();
      } else if (isFocusLost()) {
        event.preventDefault();
        (event.shiftKey ? last : first).focus();
      } else if (event.shiftKey && (active === first || active === trapped)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    }
    document.addEventListener('keydown', onKeyDown);

    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    return () => {
      document.removeEventListener('keydown', onKeyDown);
      openTraps.splice(openTraps.indexOf(containerRef), 1);
      document.body.style.overflow = previousOverflow;
      // The opener may have been removed (e.g. a row's action that the dialog's action took away).
      const returnTo = opener?.isConnected ? opener : fallbackRef.current?.current;
      returnTo?.focus();
    };
    // initialFocusRef is read once, on open, on purpose.
  }, [isActive, containerRef]);
}
