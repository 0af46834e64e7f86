// Field limits shared by the REST schemas and the GraphQL inputs, so a rule exists once.
export const EMAIL_MAX_LENGTH = 255;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const FULL_NAME_MAX_LENGTH = 255;

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** JSON-schema fragments for the REST bodies, built from the limits above. */
export const emailField = { type: 'string', format: 'email', maxLength: EMAIL_MAX_LENGTH } as const;
export const passwordField = { type: 'string', minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH } as const;
export const fullNameField = { type: ['string', 'null'], maxLength: FULL_NAME_MAX_LENGTH } as const;
export const avatarUrlField = { type: ['string', 'null'], maxLength: 2048 } as const;
