// The keys created in this browser tab, with their secrets, so that the API Explorer can offer
// them by name ("pick a key") instead of asking for a paste. The server keeps only a hash of a
// key and shows it once, at creation, so nothing else could offer them.
//
// Held in this module's memory only: never in localStorage, sessionStorage or the Apollo cache,
// and never rendered into the page. A reload or another tab starts with none, and a key revoked
// here is dropped at once. The API Keys screen and the explorer share it because both live in
// this remote, which the shell loads once per page.
//
// Signing out does not reload the page, so every key is held for the user who created it: only
// that user is offered it, and this remote's screens opened by someone else drop the lot.
import { useEffect, useSyncExternalStore } from 'react';

export interface KeyCreatedInThisTab {
  id: string;
  name: string;
  prefix: string;
}

let ownerId: string | null = null;
const secrets = new Map<string, string>();
/** Newest first; replaced (never mutated) on each change, as useSyncExternalStore requires. */
let keys: readonly KeyCreatedInThisTab[] = [];
const NONE: readonly KeyCreatedInThisTab[] = [];
const listeners = new Set<() => void>();

function changed(next: readonly KeyCreatedInThisTab[]) {
  keys = next;
  for (const listener of listeners) listener();
}

/** Drops every key unless they belong to `userId`. */
export function keepOnlyKeysOf(userId: string | null): void {
  if (ownerId === userId) return;
  ownerId = userId;
  secrets.clear();
  if (keys.length > 0) changed(NONE);
}

export function rememberCreatedKey(userId: string, key: KeyCreatedInThisTab, secret: string): void {
  keepOnlyKeysOf(userId);
  secrets.set(key.id, secret);
  changed([{ id: key.id, name: key.name, prefix: key.prefix }, ...keys.filter((known) => known.id !== key.id)]);
}

export function renameCreatedKey(id: string, name: string): void {
  if (!secrets.has(id)) return;
  changed(keys.map((known) => (known.id === id ? { ...known, name } : known)));
}

export function forgetCreatedKey(id: string): void {
  if (!secrets.delete(id)) return;
  changed(keys.filter((known) => known.id !== id));
}

/** The full key, for the request itself; undefined once forgotten or for anyone but its creator. */
export function secretOfCreatedKey(userId: string | undefined, id: string): string | undefined {
  return userId !== undefined && userId === ownerId ? secrets.get(id) : undefined;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The keys `userId` created in this tab and has not revoked since, newest first; names and prefixes only. */
export function useKeysCreatedInThisTab(userId: string | undefined): readonly KeyCreatedInThisTab[] {
  const current = useSyncExternalStore(subscribe, () => keys);
  return userId !== undefined && userId === ownerId ? current : NONE;
}

/** For this remote's screens: once someone else is signed in, the keys of whoever was are dropped. */
export function useDropKeysOfOtherUsers(viewerId: string | undefined): void {
  useEffect(() => {
    if (viewerId !== undefined) keepOnlyKeysOf(viewerId);
  }, [viewerId]);
}
