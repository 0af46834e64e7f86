import { FIELD_RULES, textFieldError } from '@touchline/field-rules';

// The bff's rules and words for a user's fields (the admin area's forms use the same ones).
const rules = FIELD_RULES.user;

/** Sign-up's own: spec section 9 gives the Full Name input a native minimum of 3. */
export const MIN_FULL_NAME_LENGTH = 3;

export function emailError(email: string): string | undefined {
  return textFieldError(rules.email, email.trim(), { required: true });
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
  if (trimmed && trimmed.length < MIN_FULL_NAME_LENGTH)
    return `${rules.fullName.label} must be at least ${MIN_FULL_NAME_LENGTH} characters`;
  return textFieldError(rules.fullName, trimmed, { required: true });
}

export function passwordError(password: string): string | undefined {
  return textFieldError(rules.password, password, { required: true });
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

export const MAX_FULL_NAME_LENGTH = rules.fullName.maxLength;

export function fullNameLengthError(fullName: string): string | undefined {
  return textFieldError(rules.fullName, fullName.trim(), { required: false });
}

/** Avatars show in other people's browsers: only http(s) addresses, as the server insists. */
export function avatarUrlError(value: string): string | undefined {
  const trimmed = value.trim();
  const lengthError = textFieldError(rules.avatarUrl, trimmed, { required: false });
  if (!trimmed || lengthError) return lengthError;
  try {
    const url = new URL(trimmed);
    if (url.protocol === 'http:' || url.protocol === 'https:') return undefined;
  } catch {
    // falls through
  }
  return rules.avatarUrl.messages.invalid;
}

/** A new password: the usual rules, and not the current one (the server's own message). */
export function newPasswordError(currentPassword: string, newPassword: string): string | undefined {
  const basic = passwordError(newPassword);
  if (basic) return basic;
  if (currentPassword && newPassword === currentPassword) return 'New password cannot be the same as the current one';
  return undefined;
}
