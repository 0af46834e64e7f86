import { useState, type ChangeEvent } from 'react';

export type FormValues = Record<string, string | boolean>;
/** A message per field that is wrong; a field left out is valid. */
export type FormErrors<V> = Partial<Record<keyof V, string>>;
/** The form's rules: from the values to the errors. Pass a new one whenever the rules change. */
export type FormValidator<V> = (values: V) => FormErrors<V>;

type StringKeys<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V];
type BooleanKeys<V> = { [K in keyof V]: V[K] extends boolean ? K : never }[keyof V];

/**
 * Form state for every dashboard form. A field's error shows once the field has been left (blur)
 * or the form was submitted, and follows the value from then on; `submit` shows every error and
 * tells whether the form is valid. `field` binds a text input or textarea, `checkbox` a checkbox.
 */
export function useForm<V extends FormValues>(initial: V, validate: FormValidator<V> = () => ({})) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof V, boolean>>>({});
  const allErrors = validate(values);
  const errors: FormErrors<V> = {};
  for (const name of Object.keys(allErrors) as (keyof V)[]) {
    if (touched[name] && allErrors[name]) errors[name] = allErrors[name];
  }

  function setValue<K extends keyof V>(name: K, value: V[K]) {
    setValues((current) => ({ ...current, [name]: value }));
  }

  const field = <K extends StringKeys<V>>(name: K) => ({
    name: String(name),
    value: values[name] as string,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setValue(name, event.target.value as V[K]),
    onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
  });

  const checkbox = <K extends BooleanKeys<V>>(name: K) => ({
    name: String(name),
    checked: values[name] as boolean,
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(name, event.target.checked as V[K]),
  });

  function submit(): boolean {
    setTouched(
      Object.fromEntries(Object.keys(values).map((name) => [name, true])) as Partial<Record<keyof V, boolean>>,
    );
    return Object.values(allErrors).every((message) => !message);
  }

  /** Back to `next` (or the initial values), with no field touched: after a successful save. */
  function reset(next: V = initial) {
    setValues(next);
    setTouched({});
  }

  const isDirty = (Object.keys(values) as (keyof V)[]).some((name) => values[name] !== initial[name]);

  return { values, errors, field, checkbox, setValue, submit, reset, isDirty };
}
