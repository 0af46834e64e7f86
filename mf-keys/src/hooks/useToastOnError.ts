import { errorMessage, useToast } from '@touchline/ui-kit';
import { useCallback } from 'react';

/**
 * Runs a mutation and turns its failure into the spec's error toast ('Something went wrong!' with
 * the server's detail). Resolves to the result, or undefined when it failed.
 */
export function useToastOnError() {
  const toast = useToast();
  return useCallback(
    async <T>(run: () => Promise<T>): Promise<T | undefined> => {
      try {
        return await run();
      } catch (error) {
        toast.error(errorMessage(error));
        return undefined;
      }
    },
    [toast],
  );
}
