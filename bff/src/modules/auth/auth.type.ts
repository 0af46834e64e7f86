import { Type } from 'typebox';
import { objectTypeOf } from '../../graphql/typebox-classes.js';
import { restAnswer } from '../../shared/api-shape.js';
import { USER_FIELD_RULES, UserField } from '../users/user.rules.js';

/** An e-mail and password as typed at sign-in: any the rules could have allowed, checked by the service. */
export const Credentials = Type.Object({
  email: Type.String({ minLength: 1, maxLength: USER_FIELD_RULES.email.maxLength }),
  password: UserField.currentPassword(),
});

export const AccessToken = Type.Object({ accessToken: Type.String(), tokenType: Type.Literal('bearer') });

export const AccessTokenType = objectTypeOf('AccessToken', AccessToken);
export type AccessTokenType = InstanceType<typeof AccessTokenType>;
export const AccessTokenPublic = restAnswer(AccessToken);
