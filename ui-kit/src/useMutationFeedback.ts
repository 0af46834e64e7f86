import { useCallback } from 'react';
import { errorMessage } from './errorMessage';
import { useToast } from './ToastProvider';

/**
 * Runs a mutation and reports it the way the specification asks (section 8): a 'Success!' toast
 * with `success` when one is given, or 'Something went wrong!' with the server's detail.
 * Resolves to the result, or undefined when it failed. Every screen uses this one rule.
 */
export function useMutationFeedback() {
  const toast = useToast();
  return useCallback(
    async <T>(run: () => Promise<T>, success?: string): Promise<T | undefined> => {
      try {
        const result = await run();
        if (success) toast.success(success);
        return result;
      } catch (error) {
        toast.error(errorMessage(error));
        return undefined;
      }
    },
    [toast],
  );
}
