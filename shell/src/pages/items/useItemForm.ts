import { useState, type ChangeEvent } from 'react';

// Item limits the bff enforces (behaviour notes: title 1-255, description up to 255).
export const TITLE_MAX_LENGTH = 255;
export const DESCRIPTION_MAX_LENGTH = 255;

export interface ItemFormValues {
  title: string;
  description: string;
}

export function validateItem({ title, description }: ItemFormValues): Partial<Record<keyof ItemFormValues, string>> {
  const errors: Partial<Record<keyof ItemFormValues, string>> = {};
  if (!title.trim()) errors.title = 'Title is required';
  else if (title.trim().length > TITLE_MAX_LENGTH) errors.title = `Title must be at most ${TITLE_MAX_LENGTH} characters`;
  if (description.trim().length > DESCRIPTION_MAX_LENGTH) {
    errors.description = `Description must be at most ${DESCRIPTION_MAX_LENGTH} characters`;
  }
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
