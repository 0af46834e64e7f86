// Which modal dialogs are open, topmost last. A modal `<dialog>` sits in the browser's top layer
// and makes everything outside it inert, so anything that must stay visible and clickable while
// one is open (the toasts) has to live inside the topmost one: the ToastProvider portals there.
// Module state on purpose: ui-kit is one shared singleton for the shell and every remote, so a
// dialog opened by any of them is seen by the one ToastProvider.
import { useSyncExternalStore } from 'react';

const openDialogs: HTMLDialogElement[] = [];
const listeners = new Set<() => void>();

function changed() {
  for (const listener of listeners) listener();
}

/** Called by useModalDialog once `showModal()` has put `dialog` on top. */
export function modalDialogOpened(dialog: HTMLDialogElement) {
  openDialogs.push(dialog);
  changed();
}

/** Called by useModalDialog when `dialog` closes (whatever its place in the stack). */
export function modalDialogClosed(dialog: HTMLDialogElement) {
  const index = openDialogs.lastIndexOf(dialog);
  if (index === -1) return;
  openDialogs.splice(index, 1);
  changed();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const topmost = () => openDialogs.at(-1) ?? null;

/** The topmost open modal dialog, or null: a re-render whenever that changes. */
export function useTopmostModalDialog(): HTMLDialogElement | null {
  return useSyncExternalStore(subscribe, topmost, () => null);
}
