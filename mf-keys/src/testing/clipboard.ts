// A clipboard the tests can read: jsdom has none, and the copy buttons write to navigator.clipboard.
import { jest } from '@jest/globals';

/** Installs a clipboard whose writeText is `writeText` (by default one that records and succeeds); returns it. */
export function installClipboard(writeText = jest.fn(async (_text: string) => undefined)) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return writeText;
}

/** Takes the installed clipboard away again; for afterEach. */
export function removeClipboard() {
  Reflect.deleteProperty(navigator, 'clipboard');
}
