// Field limits shared by the REST schemas and the GraphQL inputs, so a rule exists once.
export const EMAIL_MAX_LENGTH = 255;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const FULL_NAME_MAX_LENGTH = 255;

export const normaliseEmail = (email: string) => email.trim().toLowerCase();
