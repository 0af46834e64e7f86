// The shapes of two-factor sign-in, written once for REST (snake_case) and GraphQL.
import { Type, type Static } from 'typebox';
import { createUnionType } from 'type-graphql';
import { objectTypeOf } from '../../graphql/typebox-classes.js';
import { restAnswer } from '../../shared/api-shape.js';
import { UserField } from '../users/user.rules.js';
import { AccessToken, AccessTokenPublic, AccessTokenType } from './auth.type.js';

/** A code as typed: six digits from the app, or a recovery code (`abcde-fghjk`); the service reads which. */
const Code = () =>
  Type.String({
    minLength: 1,
    maxLength: 32,
    description: 'A 6-digit code from the authenticator app, or a recovery code',
  });

export const TwoFactorStatus = Type.Object({
  isEnabled: Type.Boolean(),
  /** Unspent recovery codes; 0 while two-factor is off. */
  recoveryCodesLeft: Type.Integer(),
  /** Whether turning it off asks for the password; an account without one needs a recent sign-in instead. */
  hasPassword: Type.Boolean(),
});
export type TwoFactorStatus = Static<typeof TwoFactorStatus>;

export const TwoFactorEnrolment = Type.Object({
  /** Base32, for typing into an app by hand; shown only until the enrolment is confirmed. */
  secret: Type.String(),
  otpauthUri: Type.String({ description: 'The otpauth:// address the QR code holds' }),
  qrCodeDataUrl: Type.String({ description: 'The QR code as an SVG data: URL, for an <img>' }),
});
export type TwoFactorEnrolment = Static<typeof TwoFactorEnrolment>;

const RecoveryCodes = Type.Object({
  recoveryCodes: Type.Array(Type.String(), { description: 'Shown once: only their hashes are kept' }),
});

/** The answer to a right password on an account with two-factor sign-in: no access token yet. */
export const TwoFactorChallenge = Type.Object({
  challengeToken: Type.String({ description: 'Good only for completing this sign-in with a code' }),
  tokenType: Type.Literal('two_factor_challenge'),
  expiresInSeconds: Type.Integer(),
});
export type TwoFactorChallenge = Static<typeof TwoFactorChallenge>;

export const TwoFactorSignIn = Type.Object({
  challengeToken: Type.String({ minLength: 1, maxLength: 2048 }),
  code: Code(),
});

/** Turning two-factor on or off, or replacing the recovery codes: the password (when the account has one) and a code. */
export const TwoFactorConfirmation = Type.Object({
  password: Type.Optional(UserField.currentPassword()),
  code: Code(),
});
export type TwoFactorConfirmation = Static<typeof TwoFactorConfirmation>;

export const TwoFactorStatusType = objectTypeOf('TwoFactorStatus', TwoFactorStatus);
export const TwoFactorEnrolmentType = objectTypeOf('TwoFactorEnrolment', TwoFactorEnrolment);

export const RecoveryCodesType = objectTypeOf('RecoveryCodes', RecoveryCodes);
export const TwoFactorChallengeType = objectTypeOf('TwoFactorChallenge', TwoFactorChallenge);
export type TwoFactorChallengeType = InstanceType<typeof TwoFactorChallengeType>;

export const TwoFactorStatusPublic = restAnswer(TwoFactorStatus);
export const TwoFactorEnrolmentPublic = restAnswer(TwoFactorEnrolment);
export const RecoveryCodesPublic = restAnswer(RecoveryCodes);
const TwoFactorChallengePublic = restAnswer(TwoFactorChallenge);

/** What the password step answers: an access token, or a challenge to complete with a code. */
export const LoginResultType = createUnionType({
  name: 'LoginResult',
  description:
    'An access token, or, for an account with two-factor sign-in, a challenge to complete with completeTwoFactorSignIn.',
  types: () => [AccessTokenType, TwoFactorChallengeType] as const,
  resolveType: (value) => ('challengeToken' in value ? 'TwoFactorChallenge' : 'AccessToken'),
});

/** The REST answer of the password step, either shape (told apart by token_type). */
export const LoginAnswerSchema = Type.Union([AccessTokenPublic.ref, TwoFactorChallengePublic.schema]);

export function loginAnswer(result: Static<typeof AccessToken> | TwoFactorChallenge) {
  return 'challengeToken' in result ? TwoFactorChallengePublic.from(result) : AccessTokenPublic.from(result);
}
