import { Notice } from '@touchline/ui-kit';
import { PasswordField, type PasswordFieldProps } from '@touchline/ui-kit/forms';

type CurrentPasswordFieldProps = Omit<PasswordFieldProps, 'label' | 'autoComplete'>;

/** What a Google account, which has no password, is told where a change asks for the password again. */
export const GOOGLE_ACCOUNT_HINT =
  'Signed up with Google? Leave it empty: a sign-in from the last 10 minutes is enough.';

/** The password asked for again before a change to the account (`modules/auth/re-authentication.ts`). */
export function CurrentPasswordField(props: CurrentPasswordFieldProps) {
  return <PasswordField label="Current Password" autoComplete="current-password" {...props} />;
}

/**
 * The password a two-factor change needs; an account that signs in with Google has none, and a
 * recent sign-in stands in for it.
 */
export function TwoFactorPasswordField({
  hasPassword,
  ...props
}: CurrentPasswordFieldProps & { hasPassword: boolean }) {
  return hasPassword ? (
    <CurrentPasswordField required {...props} />
  ) : (
    <Notice tone="info">
      Your account signs in with Google: log out and in again if you signed in more than 15 minutes ago.
    </Notice>
  );
}
