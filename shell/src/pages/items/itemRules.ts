import { FIELD_RULES, textFieldError } from '@touchline/field-rules';

// The bff's rules and words for an item's fields.
const rules = FIELD_RULES.item;
export const TITLE_MAX_LENGTH = rules.title.maxLength;
export const DESCRIPTION_MAX_LENGTH = rules.description.maxLength;

export type ItemFormValues = {
  title: string;
  description: string;
};

export function validateItem({ title, description }: ItemFormValues): Partial<Record<keyof ItemFormValues, string>> {
  const errors: Partial<Record<keyof ItemFormValues, string>> = {};
  const titleError = textFieldError(rules.title, title.trim(), { required: true });
  const descriptionError = textFieldError(rules.description, description.trim(), { required: false });
  if (titleError) errors.title = titleError;
  if (descriptionError) errors.description = descriptionError;
  return errors;
}
