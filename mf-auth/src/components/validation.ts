/** The e-mail pattern the product has always used on its forms. */
export const EMAIL_PATTERN = /^[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}$/i;
/** Spec section 9. */
export const MIN_PASSWORD_LENGTH = 8;
export const MIN_FULL_NAME_LENGTH = 3;

export function emailError(email: string): string | undefined {
  if (!email.trim()) return 'Email is required';
  if (!EMAIL_PATTERN.test(email.trim())) return 'Invalid email address';
  return undefined;
}

export function requiredError(value: string, message: string): string | undefined {
  return value ? undefined : message;
}

export function passwordError(password: string): string | undefined {
  if (!password) return 'Password is required';
  if (password.length < MIN_PASSWORD_LENGTH) return `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;
  return undefined;
}

export function confirmationError(password: string, confirmation: string): string | undefined {
  if (!confirmation) return 'Password confirmation is required';
  if (confirmation !== password) return 'The passwords do not match';
  return undefined;
}

/** Drops the fields without a message, so `Object.keys(errors).length === 0` means valid. */
export function onlyErrors<K extends string>(errors: Record<K, string | undefined>): Partial<Record<K, string>> {
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as Partial<Record<K, string>>;
}
