/** The bff's rule (issue 5): required, trimmed, at most 100 characters; it answers 422 otherwise. */
export const KEY_NAME_MAX_LENGTH = 100;

/** The error to show for a key name, or undefined when the name is acceptable. */
export function validateKeyName(name: string): string | undefined {
  const trimmed = name.trim();
  if (trimmed.length === 0) return 'Name is required';
  if (trimmed.length > KEY_NAME_MAX_LENGTH) return `Name must be at most ${KEY_NAME_MAX_LENGTH} characters`;
  return undefined;
}
