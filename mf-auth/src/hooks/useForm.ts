import { useState, type ChangeEvent } from 'react';

/**
 * Form state for the auth screens: a field's error shows once it has been left (blur) or the form
 * was submitted; `submit` validates every field and tells whether all are valid.
 */
export function useForm<K extends string>(
  initial: Record<K, string>,
  validate: (values: Record<K, string>) => Partial<Record<K, string>>,
) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<K, boolean>>>({});
  const allErrors = validate(values);
  const errors = Object.fromEntries(
    Object.entries(allErrors).filter(([field]) => touched[field as K]),
  ) as Partial<Record<K, string>>;

  const field = (name: K) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValues((current) => ({ ...current, [name]: event.target.value })),
    onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
  });

  function submit(): boolean {
    setTouched(Object.fromEntries(Object.keys(values).map((name) => [name, true])) as Record<K, boolean>);
    return Object.keys(allErrors).length === 0;
  }

  /** Back to `next` (or the initial values), with no field touched: after a successful save. */
  function reset(next: Record<K, string> = initial) {
    setValues(next);
    setTouched({});
  }

  const isDirty = (Object.keys(values) as K[]).some((name) => values[name] !== initial[name]);

  return { values, errors, field, submit, reset, isDirty };
}
