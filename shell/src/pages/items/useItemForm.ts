import { useState, type ChangeEvent } from 'react';
import { FIELD_RULES, textFieldError } from '@touchline/field-rules';

// The bff's rules and words for an item's fields.
const rules = FIELD_RULES.item;
export const TITLE_MAX_LENGTH = rules.title.maxLength;
export const DESCRIPTION_MAX_LENGTH = rules.description.maxLength;

export interface ItemFormValues {
  title: string;
  description: string;
}

export function validateItem({ title, description }: ItemFormValues): Partial<Record<keyof ItemFormValues, string>> {
  const errors: Partial<Record<keyof ItemFormValues, string>> = {};
  const titleError = textFieldError(rules.title, title.trim(), { required: true });
  const descriptionError = textFieldError(rules.description, description.trim(), { required: false });
  if (titleError) errors.title = titleError;
  if (descriptionError) errors.description = descriptionError;
  return errors;
}

/**
 * The item dialog's state: a field's error shows once it has been left or Save was pressed.
 * `onEdit` runs on every change of a value (the dialog drops a failed save's reason then).
 */
export function useItemForm(initial: ItemFormValues, { onEdit }: { onEdit?: () => void } = {}) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof ItemFormValues, boolean>>>({});
  const allErrors = validateItem(values);
  const errors = {
    title: touched.title ? allErrors.title : undefined,
    description: touched.description ? allErrors.description : undefined,
  };

  const field = (name: keyof ItemFormValues) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [name]: value }));
      onEdit?.();
    },
    onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
  });

  function submit(): boolean {
    setTouched({ title: true, description: true });
    return Object.keys(allErrors).length === 0;
  }

  return { values, errors, field, submit };
}
