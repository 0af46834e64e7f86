import { useId, useState, type ReactNode } from 'react';
import { Notice } from '@touchline/ui-kit';

/** The form holds the same values, field by field. */
function isSameValues(a: object, b: object): boolean {
  const names = Object.keys(a);
  return (
    names.length === Object.keys(b).length &&
    names.every((name) => Object.is(a[name as keyof typeof a], b[name as keyof typeof b]))
  );
}

/**
 * A failed submission's reason while the form still holds the values that were sent, else null:
 * once the person edits them ("Incorrect password", then the right one typed in) it would
 * contradict the form, all the more beside a new error of the form's own. The hooks that submit
 * clear their failure when a submission starts, so a second refusal in the same words shows again.
 */
export function useFailureUntilEdited<F>(failure: F, values: object): F | null {
  const [answered, setAnswered] = useState({ failure, values });
  // Derived state, updated while rendering (React's pattern for it): the values a new failure answered.
  if (answered.failure !== failure) setAnswered({ failure, values });
  return answered.failure === failure && isSameValues(answered.values, values) ? failure : null;
}

/**
 * Why a form's submission failed, shown beside the form where the person is looking (a toast
 * alone is far away) and announced, until the form is edited (useFailureUntilEdited);
 * `describedBy` is for the fields it concerns to point to it.
 */
export function useFormFailure(failure: ReactNode, values: object) {
  const id = useId();
  const shown = useFailureUntilEdited(failure, values);
  return {
    notice: shown ? (
      <Notice tone="danger" role="alert" id={id}>
        {shown}
      </Notice>
    ) : null,
    describedBy: shown ? id : undefined,
  };
}
