// Field limits shared by the REST schemas and the GraphQL inputs, so a rule exists once.
import { fullFormats } from 'ajv-formats/dist/formats.js';
import { ValidateBy } from 'class-validator';

export const EMAIL_MAX_LENGTH = 255;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const FULL_NAME_MAX_LENGTH = 255;

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/**
 * What an e-mail address must look like, REST and GraphQL alike: the REST schemas' `email`
 * format is ajv-formats' full one, and the GraphQL inputs check the same expression through
 * `IsEmailAddress`, with the same message (class-validator's own `IsEmail` accepted and refused
 * other addresses, and worded its refusal differently).
 */
const EMAIL_FORMAT = fullFormats.email as RegExp;
export const EMAIL_MESSAGE = 'value is not a valid email address';
export const isEmailAddress = (value: unknown): boolean => typeof value === 'string' && EMAIL_FORMAT.test(value);

export function IsEmailAddress() {
  return ValidateBy({ name: 'isEmailAddress', validator: { validate: isEmailAddress, defaultMessage: () => EMAIL_MESSAGE } });
}

/** JSON-schema fragments for the REST bodies, built from the limits above. */
export const emailField = { type: 'string', format: 'email', maxLength: EMAIL_MAX_LENGTH } as const;
export const passwordField = { type: 'string', minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH } as const;
export const fullNameField = { type: ['string', 'null'], maxLength: FULL_NAME_MAX_LENGTH } as const;
export const avatarUrlField = { type: ['string', 'null'], maxLength: 2048 } as const;
