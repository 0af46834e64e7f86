import { useState, type ChangeEvent } from 'react';

type FormValues = Record<string, string | boolean>;
type StringKeys<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V];
type BooleanKeys<V> = { [K in keyof V]: V[K] extends boolean ? K : never }[keyof V];

/**
 * Form state for the admin dialogs: a field's error shows once the field has been left (blur) or
 * the form was submitted, and follows the value from then on; `submit` tells whether all are valid.
 * `onEdit` runs on every change of a value (the dialogs drop a failed save's reason then).
 */
export function useForm<V extends FormValues>(
  initial: V,
  validate: (values: V) => Partial<Record<keyof V, string>>,
  { onEdit }: { onEdit?: () => void } = {},
) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof V, boolean>>>({});
  const allErrors = validate(values);
  const errors: Partial<Record<keyof V, string>> = {};
  for (const name of Object.keys(allErrors) as (keyof V)[]) {
    if (touched[name]) errors[name] = allErrors[name];
  }

  const text = <K extends StringKeys<V>>(name: K) => ({
    name: String(name),
    value: values[name] as string,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [name]: value }));
      onEdit?.();
    },
    onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
  });

  const checkbox = <K extends BooleanKeys<V>>(name: K) => ({
    name: String(name),
    checked: values[name] as boolean,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const { checked } = event.target;
      setValues((current) => ({ ...current, [name]: checked }));
      onEdit?.();
    },
  });

  function submit(): boolean {
    setTouched(Object.fromEntries(Object.keys(values).map((name) => [name, true])) as Partial<Record<keyof V, boolean>>);
    return Object.keys(allErrors).length === 0;
  }

  return { values, errors, text, checkbox, submit };
}
