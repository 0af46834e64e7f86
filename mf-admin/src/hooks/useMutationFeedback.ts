import { errorMessage, useToast } from '@touchline/ui-kit';
import { useCallback } from 'react';

/**
 * Runs a mutation and reports it the spec's way (section 8): 'Success!' with `success`, or
 * 'Something went wrong!' with the server's detail. Resolves to the result, or undefined on failure.
 */
export function useMutationFeedback() {
  const toast = useToast();
  return useCallback(
    async <T>(run: () => Promise<T>, success: string): Promise<T | undefined> => {
      try {
        const result = await run();
        toast.success(success);
        return result;
      } catch (error) {
        toast.error(errorMessage(error));
        return undefined;
      }
    },
    [toast],
  );
}
