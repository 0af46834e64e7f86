import { useId, type ReactNode } from 'react';
import { Notice } from '@touchline/ui-kit';

/**
 * Why a form's submission failed, shown beside the form where the person is looking (a toast
 * alone is far away) and announced; `describedBy` is for the fields it concerns to point to it.
 */
export function useFormFailure(failure: ReactNode) {
  const id = useId();
  return {
    notice: failure ? (
      <Notice tone="danger" role="alert" id={id}>
        {failure}
      </Notice>
    ) : null,
    describedBy: failure ? id : undefined,
  };
}
