/** The confirmations of two-factor sign-in, the same words over REST and GraphQL. */
export const TWO_FACTOR_MESSAGES = {
  disabled: 'Two-factor sign-in turned off',
  reset: "The user's two-factor sign-in was reset and the user was told by e-mail",
} as const;
