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

/**
 * Sign-up's Full Name (spec sections 5 and 9): required, and at least MIN_FULL_NAME_LENGTH
 * characters, the input's native minimum, which the form's noValidate leaves to this check.
 * Counted without surrounding spaces, as the name is sent trimmed.
 */
export function signupFullNameError(fullName: string): string | undefined {
  const trimmed = fullName.trim();
  if (!trimmed) return 'Full Name is required';
  if (trimmed.length < MIN_FULL_NAME_LENGTH) return `Full Name must be at least ${MIN_FULL_NAME_LENGTH} characters`;
  return undefined;
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

/** The server's limits (behaviour notes, limits). */
export const MAX_FULL_NAME_LENGTH = 255;
export const MAX_AVATAR_URL_LENGTH = 2048;

export function fullNameLengthError(fullName: string): string | undefined {
  return fullName.trim().length > MAX_FULL_NAME_LENGTH
    ? `Full Name must be at most ${MAX_FULL_NAME_LENGTH} characters`
    : undefined;
}

/** Avatars show in other people's browsers: only http(s) addresses, as the server insists. */
export function avatarUrlError(value: string): string | undefined {
  const trimmed = value.trim();
  if (!trimmed) return undefined;
  if (trimmed.length > MAX_AVATAR_URL_LENGTH) return `Avatar URL must be at most ${MAX_AVATAR_URL_LENGTH} characters`;
  try {
    const url = new URL(trimmed);
    if (url.protocol === 'http:' || url.protocol === 'https:') return undefined;
  } catch {
    // falls through
  }
  return 'Avatar URL must be an http or https address';
}

/** A new password: the usual rules, and not the current one (the server's own message). */
export function newPasswordError(currentPassword: string, newPassword: string): string | undefined {
  const basic = passwordError(newPassword);
  if (basic) return basic;
  if (currentPassword && newPassword === currentPassword) return 'New password cannot be the same as the current one';
  return undefined;
}
