import { PasswordField, PasswordStrength, type useForm } from '@touchline/ui-kit/forms';
import { Stack } from '@touchline/ui-kit';

/**
 * The two values every form that sets a password holds; the form may hold more. A type alias, as
 * useForm's values need an index signature, which an interface does not give.
 */
type NewPasswordValues = {
  newPassword: string;
  confirmPassword: string;
};

type NewPasswordForm = Pick<ReturnType<typeof useForm<NewPasswordValues>>, 'values' | 'errors' | 'field'>;

interface NewPasswordFieldsProps {
  form: NewPasswordForm;
  /** "Password" where the account has none yet (sign-up). */
  label?: string;
  /** The strength meter of spec section 9 under the new password. */
  showsStrength?: boolean;
  /** A notice about the whole form (a refused token, a wrong current password) the new password answers. */
  'aria-describedby'?: string;
}

/** A new password and its confirmation, both bound to the form that sets it. */
export function NewPasswordFields({
  form,
  label = 'New Password',
  showsStrength = false,
  'aria-describedby': describedBy,
}: NewPasswordFieldsProps) {
  const newPassword = (
    <PasswordField
      label={label}
      required
      error={form.errors.newPassword}
      autoComplete="new-password"
      aria-describedby={describedBy}
      {...form.field('newPassword')}
    />
  );
  return (
    <>
      {showsStrength ? (
        <Stack gap={2}>
          {newPassword}
          <PasswordStrength password={form.values.newPassword} />
        </Stack>
      ) : (
        newPassword
      )}
      <PasswordField
        label="Confirm Password"
        required
        error={form.errors.confirmPassword}
        autoComplete="new-password"
        {...form.field('confirmPassword')}
      />
    </>
  );
}
