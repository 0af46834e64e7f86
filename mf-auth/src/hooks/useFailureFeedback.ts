import { ERROR_TITLE, errorMessage, useToast } from '@touchline/ui-kit';
import { useCallback, useState } from 'react';

/** What a screen does with a failure's words: `explained` when the screen shows what it means instead. */
export type FailureHandling = 'beside-form' | 'explained';

/**
 * How the auth screens report a failed mutation: where the person is looking. A failure the
 * screen does not explain otherwise is kept as `failure` (the server's words), for the form to
 * show beside itself as an alert, and is also the spec's 'Something went wrong!' toast, shown
 * without being announced so that it is not heard twice. A failure the screen explains in a
 * state of its own ('Inactive user', a spent link) raises no toast at all: the page says it.
 * `capture` resolves to the result, or to the failure's words.
 */
export function useFailureFeedback() {
  const toast = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const capture = useCallback(
    async <T>(
      run: () => Promise<T>,
      handlingOf: (message: string) => FailureHandling = () => 'beside-form',
    ): Promise<{ result: T } | { failure: string }> => {
      setFailure(null);
      try {
        return { result: await run() };
      } catch (error) {
        const message = errorMessage(error);
        if (handlingOf(message) === 'beside-form') {
          toast.show({ title: ERROR_TITLE, description: message, tone: 'error', isAnnounced: false });
          setFailure(message);
        }
        return { failure: message };
      }
    },
    [toast],
  );
  return { failure, capture };
}
