// Item limits the bff enforces (behaviour notes: title 1-255, description up to 255).
export const TITLE_MAX_LENGTH = 255;
export const DESCRIPTION_MAX_LENGTH = 255;

export type ItemFormValues = {
  title: string;
  description: string;
};

export function validateItem({ title, description }: ItemFormValues): Partial<Record<keyof ItemFormValues, string>> {
  const errors: Partial<Record<keyof ItemFormValues, string>> = {};
  if (!title.trim()) errors.title = 'Title is required';
  else if (title.trim().length > TITLE_MAX_LENGTH) errors.title = `Title must be at most ${TITLE_MAX_LENGTH} characters`;
  if (description.trim().length > DESCRIPTION_MAX_LENGTH) {
    errors.description = `Description must be at most ${DESCRIPTION_MAX_LENGTH} characters`;
  }
  return errors;
}
