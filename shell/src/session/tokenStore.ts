import { useSyncExternalStore } from 'react';

/** Spec: the access token lives in localStorage under this key; being logged in means it exists. */
export const ACCESS_TOKEN_KEY = 'access_token';

const listeners = new Set<() => void>();

function read(): string | null {
  try {
    return window.localStorage.getItem(ACCESS_TOKEN_KEY) || null;
  } catch {
    return null;
  }
}

function notify() {
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent) {
  // Another tab logged in or out.
  if (event.key === ACCESS_TOKEN_KEY || event.key === null) notify();
}

export const tokenStore = {
  get: read,
  set(token: string) {
    window.localStorage.setItem(ACCESS_TOKEN_KEY, token);
    notify();
  },
  clear() {
    window.localStorage.removeItem(ACCESS_TOKEN_KEY);
    notify();
  },
  subscribe(listener: () => void) {
    if (listeners.size === 0) window.addEventListener('storage', onStorage);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) window.removeEventListener('storage', onStorage);
    };
  },
};

export function useAccessToken(): string | null {
  return useSyncExternalStore(tokenStore.subscribe, tokenStore.get, () => null);
}
