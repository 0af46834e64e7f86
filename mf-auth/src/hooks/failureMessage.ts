import { errorMessage } from '@touchline/ui-kit';

/**
 * Wraps a mutation call for `useMutationFeedback`: when it fails, `onFailure` hears the error's
 * words (the text of the 'Something went wrong!' toast, e.g. 'Inactive user') and the error goes
 * on to the toast as before. For screens that, besides the toast, show what a failure means.
 */
export function noticingFailure<T>(run: () => Promise<T>, onFailure: (message: string) => void): () => Promise<T> {
  return () =>
    run().catch((error: unknown) => {
      onFailure(errorMessage(error));
      throw error;
    });
}
