// What the account routes and mutations take, written once for REST (snake_case) and GraphQL.
import { Type, type Static } from 'typebox';
import { USER_FIELD_RULES, UserField } from '../users/user.rules.js';

/** A mailed link's token, as pasted: its own checks say whether it is any good. */
export const AccountToken = () => Type.String({ minLength: 1, maxLength: 512 });

export const Signup = Type.Object({
  email: UserField.email(),
  fullName: UserField.signupFullName(),
  password: UserField.password(),
  confirmPassword: Type.String({ maxLength: USER_FIELD_RULES.password.maxLength }),
  turnstileToken: Type.Optional(Type.String({ maxLength: 4096 })),
});
export type Signup = Static<typeof Signup>;

export const PasswordReset = Type.Object({ token: AccountToken(), newPassword: UserField.password() });
