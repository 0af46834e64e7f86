import { useCallback, useState } from 'react';
import { errorMessage } from './errorMessage';
import { ERROR_TITLE, useToast } from './ToastProvider';

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

/**
 * For a mutation made from a dialog that stays open when it fails (to try again): the failure is
 * the spec's 'Something went wrong!' toast, as for every mutation, and is also kept as `error`
 * (the same words) for the dialog to show beside its form, where the person is looking and where
 * it stays after the toast has gone. The dialog's alert is what a screen reader hears: the toast
 * is shown without being announced, so the failure is not said twice. Success is a toast with
 * `success` when one is given, since the dialog closes then. `capture` resolves to the result, or
 * undefined when it failed, as useMutationFeedback's does.
 */
export function useMutationError() {
  const toast = useToast();
  const [error, setError] = useState<string | undefined>(undefined);
  const capture = useCallback(
    async <T>(run: () => Promise<T>, success?: string): Promise<T | undefined> => {
      setError(undefined);
      try {
        const result = await run();
        if (success) toast.success(success);
        return result;
      } catch (failure) {
        const message = errorMessage(failure);
        toast.show({ title: ERROR_TITLE, description: message, tone: 'error', isAnnounced: false });
        setError(message);
        return undefined;
      }
    },
    [toast],
  );
  const clearError = useCallback(() => setError(undefined), []);
  return { error, clearError, capture };
}
