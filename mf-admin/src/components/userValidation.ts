// The bff's rules and words for a user's fields (sign-up and settings use the same ones), checked
// here first so the form can say what is wrong before anything is sent.
import { FIELD_RULES, textFieldError } from '@touchline/field-rules';

const rules = FIELD_RULES.user;
export const EMAIL_MAX_LENGTH = rules.email.maxLength;
export const FULL_NAME_MAX_LENGTH = rules.fullName.maxLength;
export const PASSWORD_MAX_LENGTH = rules.password.maxLength;

export type UserFormValues = {
  email: string;
  fullName: string;
  password: string;
  confirmPassword: string;
  isSuperuser: boolean;
  isActive: boolean;
};

function emailError(email: string): string | undefined {
  return textFieldError(rules.email, email.trim(), { required: true });
}

function fullNameError(fullName: string): string | undefined {
  return textFieldError(rules.fullName, fullName.trim(), { required: false });
}

function passwordError(password: string, isRequired: boolean): string | undefined {
  return textFieldError(rules.password, password, { required: isRequired });
}

function confirmationError(password: string, confirmation: string): string | undefined {
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
