// A user's fields: their limits, patterns and the words the forms use (shared/field-rules.ts),
// and the TypeBox schemas REST and GraphQL check them with, built from those numbers.
import { fullFormats } from 'ajv-formats/dist/formats.js';
import { Type } from 'typebox';
import { Nullable } from '../../shared/api-shape.js';
import { textField } from '../../shared/field-rules.js';

/**
 * What an e-mail address must look like, REST and GraphQL alike and in the forms: ajv-formats'
 * full `email` format, which the schemas below name as `format: 'email'`.
 */
const EMAIL_PATTERN = fullFormats.email as RegExp;

export const USER_FIELD_RULES = {
  email: textField('Email', { maxLength: 255, pattern: EMAIL_PATTERN }, { invalid: 'Invalid email address' }),
  fullName: textField('Full Name', { maxLength: 255 }),
  password: textField('Password', { minLength: 8, maxLength: 128 }),
  avatarUrl: textField('Avatar URL', { maxLength: 2048 }, { invalid: 'Avatar URL must be an http or https address' }),
};

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

const { email, fullName, password, avatarUrl } = USER_FIELD_RULES;

/** The fields' schemas, for the bodies and inputs of every module that takes them. */
export const UserField = {
  email: () => Type.String({ format: 'email', maxLength: email.maxLength }),
  password: () => Type.String({ minLength: password.minLength, maxLength: password.maxLength }),
  /** A password as typed to prove who one is: any non-empty one the rules could have allowed. */
  currentPassword: () => Type.String({ minLength: 1, maxLength: password.maxLength }),
  fullName: () => Nullable(Type.String({ maxLength: fullName.maxLength })),
  /** Sign-up asks for a name; elsewhere it may be cleared. */
  signupFullName: () => Type.String({ minLength: 1, maxLength: fullName.maxLength }),
  avatarUrl: () => Nullable(Type.String({ maxLength: avatarUrl.maxLength })),
};
