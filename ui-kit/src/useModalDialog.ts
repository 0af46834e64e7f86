import { useEffect, useRef, type RefObject } from 'react';
import { modalDialogClosed, modalDialogOpened } from './modalLayer';

interface ModalDialogOptions {
  isOpen: boolean;
  /** Escape was pressed (the browser's cancel request); the dialog closes only if this closes it. */
  onCancel: () => void;
  /** Element to focus on open; otherwise the first control that is not marked `data-skip-initial-focus`. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /**
   * Where focus goes on close when the element that opened the dialog is no longer in the page
   * (e.g. a row's Revoke button that the revocation removed); without it, focus would fall to <body>.
   */
  fallbackFocusRef?: RefObject<HTMLElement | null>;
}

const CONTROLS =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Opens a native `<dialog>` with `showModal()` while `isOpen`: the browser makes the rest of the
 * page inert (keyboard, pointer and screen readers) and puts the dialog in the top layer. The open
 * state stays React's: Escape asks `onCancel` instead of closing the element, and should the
 * browser close it anyway (it does so on a second Escape with no click or key in between), it
 * opens again until `isOpen` says otherwise. On close, focus goes back to the opener, or to the
 * fallback when the opener is gone.
 */
export function useModalDialog(
  dialogRef: RefObject<HTMLDialogElement | null>,
  { isOpen, onCancel, initialFocusRef, fallbackFocusRef }: ModalDialogOptions,
) {
  const onCancelRef = useRef(onCancel);
  onCancelRef.current = onCancel;
  const fallbackRef = useRef(fallbackFocusRef);
  fallbackRef.current = fallbackFocusRef;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!isOpen || !dialog) return;
    const opener =
      document.activeElement instanceof HTMLElement && document.activeElement !== document.body
        ? document.activeElement
        : null;
    let isClosing = false;
    if (!dialog.open) dialog.showModal();
    modalDialogOpened(dialog);
    const preferred =
      initialFocusRef?.current ??
      Array.from(dialog.querySelectorAll<HTMLElement>(CONTROLS)).find(
        (element) => !element.hasAttribute('data-skip-initial-focus'),
      ) ??
      dialog;
    preferred.focus();

    function onCancelEvent(event: Event) {
      event.preventDefault();
      onCancelRef.current();
    }
    function onCloseEvent() {
      if (!isClosing && dialog!.isConnected) dialog!.showModal();
    }
    dialog.addEventListener('cancel', onCancelEvent);
    dialog.addEventListener('close', onCloseEvent);

    return () => {
      isClosing = true;
      dialog.removeEventListener('cancel', onCancelEvent);
      dialog.removeEventListener('close', onCloseEvent);
      if (dialog.open) dialog.close();
      modalDialogClosed(dialog);
      const returnTo = opener?.isConnected ? opener : fallbackRef.current?.current;
      returnTo?.focus();
    };
    // initialFocusRef is read once, on open, on purpose.
  }, [isOpen, dialogRef]);
}

/**
 * Whether a pointer event on a dialog element landed outside its box, on the backdrop the
 * browser draws behind a modal dialog (`::backdrop` events are dispatched to the dialog itself).
 */
export function isOnBackdrop(event: {
  target: EventTarget;
  currentTarget: EventTarget;
  clientX: number;
  clientY: number;
}): boolean {
  if (event.target !== event.currentTarget) return false;
  const box = (event.currentTarget as HTMLElement).getBoundingClientRect();
  return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
}
