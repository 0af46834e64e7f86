/** The e-mail pattern the product has always used on its forms. */
export const EMAIL_PATTERN = /^[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}$/i;

export function emailError(email: string): string | undefined {
  if (!email.trim()) return 'Email is required';
  if (!EMAIL_PATTERN.test(email.trim())) return 'Invalid email address';
  return undefined;
}

export function requiredError(value: string, message: string): string | undefined {
  return value ? undefined : message;
}
