import { useEffect } from 'react';

/**
 * Reads a query again whenever the tab comes back into view: what it shows may have changed
 * while the user was elsewhere (calls from their code, a step done in another tab). A failed
 * read keeps what is on screen.
 */
export function useRefetchWhenVisible(refetch: () => Promise<unknown>) {
  useEffect(() => {
    const readAgain = () => {
      if (document.visibilityState === 'visible') void refetch().catch(() => undefined);
    };
    document.addEventListener('visibilitychange', readAgain);
    return () => document.removeEventListener('visibilitychange', readAgain);
  }, [refetch]);
}
