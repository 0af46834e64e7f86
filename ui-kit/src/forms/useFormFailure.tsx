import { useId, useState, type ReactNode } from 'react';
import { Notice } from '@touchline/ui-kit';

/**
 * Why a form's submission failed, shown beside the form where the person is looking (a toast
 * alone is far away) and announced; `describedBy` is for the fields it concerns to point to it.
 *
 * It is shown only until the form's `values` change: it answered the values that were sent, and
 * once the person edits them ("Incorrect password", then the right one typed in) it would
 * contradict the form, all the more beside a new error of the form's own.
 */
export function useFormFailure(failure: ReactNode, values: object) {
  const id = useId();
  const [answered, setAnswered] = useState({ failure, values });
  // Derived state, updated while rendering (React's pattern for it): the values a new failure answered.
  if (answered.failure !== failure) setAnswered({ failure, values });
  const shown = answered.failure === failure && answered.values === values ? failure : null;
  return {
    notice: shown ? (
      <Notice tone="danger" role="alert" id={id}>
        {shown}
      </Notice>
    ) : null,
    describedBy: shown ? id : undefined,
  };
}
