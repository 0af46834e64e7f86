// Limits the bff enforces for users (behaviour notes, "Limits"), checked here first so the form
// can say what is wrong before anything is sent.
export const EMAIL_MAX_LENGTH = 255;
export const FULL_NAME_MAX_LENGTH = 255;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** The e-mail pattern the product's forms use. */
const EMAIL_PATTERN = /^[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}$/i;

export type UserFormValues = {
  email: string;
  fullName: string;
  password: string;
  confirmPassword: string;
  isSuperuser: boolean;
  isActive: boolean;
};

export function emailError(email: string): string | undefined {
  const value = email.trim();
  if (!value) return 'Email is required';
  if (value.length > EMAIL_MAX_LENGTH) return `Email must be at most ${EMAIL_MAX_LENGTH} characters`;
  if (!EMAIL_PATTERN.test(value)) return 'Invalid email address';
  return undefined;
}

export function fullNameError(fullName: string): string | undefined {
  return fullName.trim().length > FULL_NAME_MAX_LENGTH ? `Full name must be at most ${FULL_NAME_MAX_LENGTH} characters` : undefined;
}

export function passwordError(password: string, isRequired: boolean): string | undefined {
  if (!password) return isRequired ? 'Password is required' : undefined;
  if (password.length < PASSWORD_MIN_LENGTH) return `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
  if (password.length > PASSWORD_MAX_LENGTH) return `Password must be at most ${PASSWORD_MAX_LENGTH} characters`;
  return undefined;
}

export function confirmationError(password: string, confirmation: string): string | undefined {
  if (!password && !confirmation) return undefined;
  if (!confirmation) return 'Password confirmation is required';
  if (confirmation !== password) return 'The passwords do not match';
  return undefined;
}

/**
 * Adding a user needs a password; editing one keeps the current password unless a new one is
 * typed, and then it must be confirmed like a new one.
 */
export function validateUser(values: UserFormValues, { isPasswordRequired }: { isPasswordRequired: boolean }) {
  const errors: Partial<Record<keyof UserFormValues, string>> = {};
  const found = {
    email: emailError(values.email),
    fullName: fullNameError(values.fullName),
    password: passwordError(values.password, isPasswordRequired),
    confirmPassword: confirmationError(values.password, values.confirmPassword),
  };
  for (const [field, message] of Object.entries(found) as [keyof typeof found, string | undefined][]) {
    if (message) errors[field] = message;
  }
  if (isPasswordRequired && !values.confirmPassword) errors.confirmPassword = 'Password confirmation is required';
  return errors;
}
