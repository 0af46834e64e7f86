// jsdom has <dialog> but not showModal/close, nor the browser's Escape handling. This stand-in
// keeps what components rely on: the `open` state, a `cancel` event on Escape that may be
// prevented (a keydown already handled is not a close request), and `close`. Inertness of the
// page behind is the browser's: e2e journeys check it in Chromium.
const modalStack = [];

if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal() {
    this.setAttribute('open', '');
    modalStack.push(this);
  };
  HTMLDialogElement.prototype.close = function close() {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    modalStack.splice(modalStack.indexOf(this), 1);
    this.dispatchEvent(new Event('close'));
  };
  Object.defineProperty(HTMLDialogElement.prototype, 'open', {
    get() {
      return this.hasAttribute('open');
    },
    configurable: true,
  });
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    const top = modalStack.filter((dialog) => dialog.isConnected).at(-1);
    if (top && top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
  });
}
