/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation ActivateAccount($token: String!) {\n    activateAccount(token: $token) {\n      message\n    }\n  }\n": typeof types.ActivateAccountDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      accessToken\n    }\n  }\n": typeof types.ChangePasswordDocument,
    "\n  mutation DeleteAccount($input: ReAuthenticateInput!) {\n    deleteMe(input: $input) {\n      message\n    }\n  }\n": typeof types.DeleteAccountDocument,
    "\n  mutation ChangeEmail($input: ChangeEmailInput!) {\n    changeEmail(input: $input) {\n      newEmail\n      expiresAt\n    }\n  }\n": typeof types.ChangeEmailDocument,
    "\n  mutation ResendEmailChange {\n    resendEmailChange {\n      newEmail\n      expiresAt\n    }\n  }\n": typeof types.ResendEmailChangeDocument,
    "\n  mutation CancelEmailChange {\n    cancelEmailChange {\n      message\n    }\n  }\n": typeof types.CancelEmailChangeDocument,
    "\n  mutation ConfirmEmailChange($token: String!) {\n    confirmEmailChange(token: $token) {\n      email\n    }\n  }\n": typeof types.ConfirmEmailChangeDocument,
    "\n  mutation CancelEmailChangeByLink($token: String!) {\n    cancelEmailChangeByLink(token: $token) {\n      message\n    }\n  }\n": typeof types.CancelEmailChangeByLinkDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      __typename\n      ... on AccessToken {\n        accessToken\n      }\n      ... on TwoFactorChallenge {\n        challengeToken\n      }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation RequestPasswordRecovery($email: String!) {\n    requestPasswordRecovery(email: $email) {\n      message\n    }\n  }\n": typeof types.RequestPasswordRecoveryDocument,
    "\n  query QuotaAlertSetting {\n    quotaAlerts {\n      ...QuotaAlertStateFields\n    }\n  }\n": typeof types.QuotaAlertSettingDocument,
    "\n  mutation UpdateQuotaAlertSettings($input: QuotaAlertSettingsInput!) {\n    updateQuotaAlertSettings(input: $input) {\n      ...QuotaAlertStateFields\n    }\n  }\n": typeof types.UpdateQuotaAlertSettingsDocument,
    "\n  mutation ResendActivation($email: String!) {\n    resendActivation(email: $email) {\n      message\n    }\n  }\n": typeof types.ResendActivationDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      message\n    }\n  }\n": typeof types.ResetPasswordDocument,
    "\n  query Sessions {\n    sessions {\n      id\n      device\n      browser\n      ipAddress\n      signedInAt\n      lastSeenAt\n      isCurrent\n    }\n  }\n": typeof types.SessionsDocument,
    "\n  mutation EndSession($id: ID!) {\n    endSession(id: $id) {\n      message\n    }\n  }\n": typeof types.EndSessionDocument,
    "\n  mutation EndOtherSessions {\n    endOtherSessions {\n      message\n    }\n  }\n": typeof types.EndOtherSessionsDocument,
    "\n  mutation Signup($input: SignupInput!) {\n    signup(input: $input) {\n      id\n      email\n    }\n  }\n": typeof types.SignupDocument,
    "\n  query TwoFactorStatus {\n    twoFactorStatus {\n      isEnabled\n      recoveryCodesLeft\n      hasPassword\n    }\n  }\n": typeof types.TwoFactorStatusDocument,
    "\n  mutation StartTwoFactorEnrolment {\n    startTwoFactorEnrolment {\n      secret\n      otpauthUri\n      qrCodeDataUrl\n    }\n  }\n": typeof types.StartTwoFactorEnrolmentDocument,
    "\n  mutation ConfirmTwoFactorEnrolment($input: TwoFactorConfirmationInput!) {\n    confirmTwoFactorEnrolment(input: $input) {\n      recoveryCodes\n    }\n  }\n": typeof types.ConfirmTwoFactorEnrolmentDocument,
    "\n  mutation DisableTwoFactor($input: TwoFactorConfirmationInput!) {\n    disableTwoFactor(input: $input) {\n      message\n    }\n  }\n": typeof types.DisableTwoFactorDocument,
    "\n  mutation RegenerateRecoveryCodes($input: TwoFactorConfirmationInput!) {\n    regenerateRecoveryCodes(input: $input) {\n      recoveryCodes\n    }\n  }\n": typeof types.RegenerateRecoveryCodesDocument,
    "\n  mutation CompleteTwoFactorSignIn($input: TwoFactorSignInInput!) {\n    completeTwoFactorSignIn(input: $input) {\n      accessToken\n    }\n  }\n": typeof types.CompleteTwoFactorSignInDocument,
    "\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateMe(input: $input) {\n      ...ViewerFields\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  query SettingsProfile {\n    viewer {\n      id\n      email\n      fullName\n      avatarUrl\n      isActive\n      isSuperuser\n      createdAt\n    }\n    pendingEmailChange {\n      newEmail\n      expiresAt\n    }\n  }\n": typeof types.SettingsProfileDocument,
    "fragment ViewerFields on User {\n  id\n  email\n  fullName\n  avatarUrl\n  isSuperuser\n}\n\nfragment QuotaAlertStateFields on QuotaAlertState {\n  quota\n  usedToday\n  thresholdPercent\n  resetsAt\n  isMailEnabled\n}": typeof types.ViewerFieldsFragmentDoc,
};
const documents: Documents = {
    "\n  mutation ActivateAccount($token: String!) {\n    activateAccount(token: $token) {\n      message\n    }\n  }\n": types.ActivateAccountDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      accessToken\n    }\n  }\n": types.ChangePasswordDocument,
    "\n  mutation DeleteAccount($input: ReAuthenticateInput!) {\n    deleteMe(input: $input) {\n      message\n    }\n  }\n": types.DeleteAccountDocument,
    "\n  mutation ChangeEmail($input: ChangeEmailInput!) {\n    changeEmail(input: $input) {\n      newEmail\n      expiresAt\n    }\n  }\n": types.ChangeEmailDocument,
    "\n  mutation ResendEmailChange {\n    resendEmailChange {\n      newEmail\n      expiresAt\n    }\n  }\n": types.ResendEmailChangeDocument,
    "\n  mutation CancelEmailChange {\n    cancelEmailChange {\n      message\n    }\n  }\n": types.CancelEmailChangeDocument,
    "\n  mutation ConfirmEmailChange($token: String!) {\n    confirmEmailChange(token: $token) {\n      email\n    }\n  }\n": types.ConfirmEmailChangeDocument,
    "\n  mutation CancelEmailChangeByLink($token: String!) {\n    cancelEmailChangeByLink(token: $token) {\n      message\n    }\n  }\n": types.CancelEmailChangeByLinkDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      __typename\n      ... on AccessToken {\n        accessToken\n      }\n      ... on TwoFactorChallenge {\n        challengeToken\n      }\n    }\n  }\n": types.LoginDocument,
    "\n  mutation RequestPasswordRecovery($email: String!) {\n    requestPasswordRecovery(email: $email) {\n      message\n    }\n  }\n": types.RequestPasswordRecoveryDocument,
    "\n  query QuotaAlertSetting {\n    quotaAlerts {\n      ...QuotaAlertStateFields\n    }\n  }\n": types.QuotaAlertSettingDocument,
    "\n  mutation UpdateQuotaAlertSettings($input: QuotaAlertSettingsInput!) {\n    updateQuotaAlertSettings(input: $input) {\n      ...QuotaAlertStateFields\n    }\n  }\n": types.UpdateQuotaAlertSettingsDocument,
    "\n  mutation ResendActivation($email: String!) {\n    resendActivation(email: $email) {\n      message\n    }\n  }\n": types.ResendActivationDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      message\n    }\n  }\n": types.ResetPasswordDocument,
    "\n  query Sessions {\n    sessions {\n      id\n      device\n      browser\n      ipAddress\n      signedInAt\n      lastSeenAt\n      isCurrent\n    }\n  }\n": types.SessionsDocument,
    "\n  mutation EndSession($id: ID!) {\n    endSession(id: $id) {\n      message\n    }\n  }\n": types.EndSessionDocument,
    "\n  mutation EndOtherSessions {\n    endOtherSessions {\n      message\n    }\n  }\n": types.EndOtherSessionsDocument,
    "\n  mutation Signup($input: SignupInput!) {\n    signup(input: $input) {\n      id\n      email\n    }\n  }\n": types.SignupDocument,
    "\n  query TwoFactorStatus {\n    twoFactorStatus {\n      isEnabled\n      recoveryCodesLeft\n      hasPassword\n    }\n  }\n": types.TwoFactorStatusDocument,
    "\n  mutation StartTwoFactorEnrolment {\n    startTwoFactorEnrolment {\n      secret\n      otpauthUri\n      qrCodeDataUrl\n    }\n  }\n": types.StartTwoFactorEnrolmentDocument,
    "\n  mutation ConfirmTwoFactorEnrolment($input: TwoFactorConfirmationInput!) {\n    confirmTwoFactorEnrolment(input: $input) {\n      recoveryCodes\n    }\n  }\n": types.ConfirmTwoFactorEnrolmentDocument,
    "\n  mutation DisableTwoFactor($input: TwoFactorConfirmationInput!) {\n    disableTwoFactor(input: $input) {\n      message\n    }\n  }\n": types.DisableTwoFactorDocument,
    "\n  mutation RegenerateRecoveryCodes($input: TwoFactorConfirmationInput!) {\n    regenerateRecoveryCodes(input: $input) {\n      recoveryCodes\n    }\n  }\n": types.RegenerateRecoveryCodesDocument,
    "\n  mutation CompleteTwoFactorSignIn($input: TwoFactorSignInInput!) {\n    completeTwoFactorSignIn(input: $input) {\n      accessToken\n    }\n  }\n": types.CompleteTwoFactorSignInDocument,
    "\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateMe(input: $input) {\n      ...ViewerFields\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  query SettingsProfile {\n    viewer {\n      id\n      email\n      fullName\n      avatarUrl\n      isActive\n      isSuperuser\n      createdAt\n    }\n    pendingEmailChange {\n      newEmail\n      expiresAt\n    }\n  }\n": types.SettingsProfileDocument,
    "fragment ViewerFields on User {\n  id\n  email\n  fullName\n  avatarUrl\n  isSuperuser\n}\n\nfragment QuotaAlertStateFields on QuotaAlertState {\n  quota\n  usedToday\n  thresholdPercent\n  resetsAt\n  isMailEnabled\n}": types.ViewerFieldsFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ActivateAccount($token: String!) {\n    activateAccount(token: $token) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ActivateAccount($token: String!) {\n    activateAccount(token: $token) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      accessToken\n    }\n  }\n"): (typeof documents)["\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      accessToken\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAccount($input: ReAuthenticateInput!) {\n    deleteMe(input: $input) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteAccount($input: ReAuthenticateInput!) {\n    deleteMe(input: $input) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeEmail($input: ChangeEmailInput!) {\n    changeEmail(input: $input) {\n      newEmail\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeEmail($input: ChangeEmailInput!) {\n    changeEmail(input: $input) {\n      newEmail\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendEmailChange {\n    resendEmailChange {\n      newEmail\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  mutation ResendEmailChange {\n    resendEmailChange {\n      newEmail\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelEmailChange {\n    cancelEmailChange {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation CancelEmailChange {\n    cancelEmailChange {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmEmailChange($token: String!) {\n    confirmEmailChange(token: $token) {\n      email\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmEmailChange($token: String!) {\n    confirmEmailChange(token: $token) {\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelEmailChangeByLink($token: String!) {\n    cancelEmailChangeByLink(token: $token) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation CancelEmailChangeByLink($token: String!) {\n    cancelEmailChangeByLink(token: $token) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      __typename\n      ... on AccessToken {\n        accessToken\n      }\n      ... on TwoFactorChallenge {\n        challengeToken\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      __typename\n      ... on AccessToken {\n        accessToken\n      }\n      ... on TwoFactorChallenge {\n        challengeToken\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordRecovery($email: String!) {\n    requestPasswordRecovery(email: $email) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation RequestPasswordRecovery($email: String!) {\n    requestPasswordRecovery(email: $email) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QuotaAlertSetting {\n    quotaAlerts {\n      ...QuotaAlertStateFields\n    }\n  }\n"): (typeof documents)["\n  query QuotaAlertSetting {\n    quotaAlerts {\n      ...QuotaAlertStateFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateQuotaAlertSettings($input: QuotaAlertSettingsInput!) {\n    updateQuotaAlertSettings(input: $input) {\n      ...QuotaAlertStateFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateQuotaAlertSettings($input: QuotaAlertSettingsInput!) {\n    updateQuotaAlertSettings(input: $input) {\n      ...QuotaAlertStateFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendActivation($email: String!) {\n    resendActivation(email: $email) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ResendActivation($email: String!) {\n    resendActivation(email: $email) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Sessions {\n    sessions {\n      id\n      device\n      browser\n      ipAddress\n      signedInAt\n      lastSeenAt\n      isCurrent\n    }\n  }\n"): (typeof documents)["\n  query Sessions {\n    sessions {\n      id\n      device\n      browser\n      ipAddress\n      signedInAt\n      lastSeenAt\n      isCurrent\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EndSession($id: ID!) {\n    endSession(id: $id) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation EndSession($id: ID!) {\n    endSession(id: $id) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EndOtherSessions {\n    endOtherSessions {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation EndOtherSessions {\n    endOtherSessions {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Signup($input: SignupInput!) {\n    signup(input: $input) {\n      id\n      email\n    }\n  }\n"): (typeof documents)["\n  mutation Signup($input: SignupInput!) {\n    signup(input: $input) {\n      id\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TwoFactorStatus {\n    twoFactorStatus {\n      isEnabled\n      recoveryCodesLeft\n      hasPassword\n    }\n  }\n"): (typeof documents)["\n  query TwoFactorStatus {\n    twoFactorStatus {\n      isEnabled\n      recoveryCodesLeft\n      hasPassword\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartTwoFactorEnrolment {\n    startTwoFactorEnrolment {\n      secret\n      otpauthUri\n      qrCodeDataUrl\n    }\n  }\n"): (typeof documents)["\n  mutation StartTwoFactorEnrolment {\n    startTwoFactorEnrolment {\n      secret\n      otpauthUri\n      qrCodeDataUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmTwoFactorEnrolment($input: TwoFactorConfirmationInput!) {\n    confirmTwoFactorEnrolment(input: $input) {\n      recoveryCodes\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmTwoFactorEnrolment($input: TwoFactorConfirmationInput!) {\n    confirmTwoFactorEnrolment(input: $input) {\n      recoveryCodes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DisableTwoFactor($input: TwoFactorConfirmationInput!) {\n    disableTwoFactor(input: $input) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation DisableTwoFactor($input: TwoFactorConfirmationInput!) {\n    disableTwoFactor(input: $input) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegenerateRecoveryCodes($input: TwoFactorConfirmationInput!) {\n    regenerateRecoveryCodes(input: $input) {\n      recoveryCodes\n    }\n  }\n"): (typeof documents)["\n  mutation RegenerateRecoveryCodes($input: TwoFactorConfirmationInput!) {\n    regenerateRecoveryCodes(input: $input) {\n      recoveryCodes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompleteTwoFactorSignIn($input: TwoFactorSignInInput!) {\n    completeTwoFactorSignIn(input: $input) {\n      accessToken\n    }\n  }\n"): (typeof documents)["\n  mutation CompleteTwoFactorSignIn($input: TwoFactorSignInInput!) {\n    completeTwoFactorSignIn(input: $input) {\n      accessToken\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateMe(input: $input) {\n      ...ViewerFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateMe(input: $input) {\n      ...ViewerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SettingsProfile {\n    viewer {\n      id\n      email\n      fullName\n      avatarUrl\n      isActive\n      isSuperuser\n      createdAt\n    }\n    pendingEmailChange {\n      newEmail\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  query SettingsProfile {\n    viewer {\n      id\n      email\n      fullName\n      avatarUrl\n      isActive\n      isSuperuser\n      createdAt\n    }\n    pendingEmailChange {\n      newEmail\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ViewerFields on User {\n  id\n  email\n  fullName\n  avatarUrl\n  isSuperuser\n}\n\nfragment QuotaAlertStateFields on QuotaAlertState {\n  quota\n  usedToday\n  thresholdPercent\n  resetsAt\n  isMailEnabled\n}"): (typeof documents)["fragment ViewerFields on User {\n  id\n  email\n  fullName\n  avatarUrl\n  isSuperuser\n}\n\nfragment QuotaAlertStateFields on QuotaAlertState {\n  quota\n  usedToday\n  thresholdPercent\n  resetsAt\n  isMailEnabled\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;