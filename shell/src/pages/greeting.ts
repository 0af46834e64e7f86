import { useEffect, useState } from 'react';

/** Marks, per account, that this browser has shown the account its dashboard before. */
const SEEN_KEY_PREFIX = 'touchline:dashboard-seen:';

function hasSeen(viewerId: string): boolean {
  try {
    return window.localStorage.getItem(SEEN_KEY_PREFIX + viewerId) !== null;
  } catch {
    return true; // Storage refused (a private mode): "Welcome back" is the safer guess.
  }
}

/**
 * "Welcome" the first time an account's dashboard opens in this browser, "Welcome back" after:
 * first visits are told apart in the browser rather than by a last-login column, which would cost
 * a write per login for one word. An account opened on a new device is greeted "Welcome" once
 * more; a first visit is never greeted "Welcome back". The word is settled when the viewer is
 * known and kept while the page stays open.
 */
export function useGreeting(viewerId: string | undefined): 'Welcome' | 'Welcome back' {
  const [isFirstVisit, setIsFirstVisit] = useState<boolean | null>(null);
  const settled = viewerId === undefined ? null : (isFirstVisit ?? !hasSeen(viewerId));
  useEffect(() => {
    if (viewerId === undefined || isFirstVisit !== null) return;
    setIsFirstVisit(!hasSeen(viewerId));
    try {
      window.localStorage.setItem(SEEN_KEY_PREFIX + viewerId, new Date().toISOString());
    } catch {
      // Storage refused: the next visit is greeted as a first one again, which is harmless.
    }
  }, [viewerId, isFirstVisit]);
  return settled ? 'Welcome' : 'Welcome back';
}
