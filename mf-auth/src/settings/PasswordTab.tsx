import { Button, Stack } from '@touchline/ui-kit';
import { useForm, useFormFailure } from '@touchline/ui-kit/forms';
import type { FormEvent } from 'react';
import { styled } from 'styled-components';
import { NewPasswordFields } from '../components/NewPasswordFields';
import { confirmationError, newPasswordError, onlyErrors } from '../components/validation';
import { useChangePassword } from '../hooks/useChangePassword';
import { CurrentPasswordField } from './CurrentPasswordField';
import { SettingsSection } from './SettingsSection';

type PasswordField = 'currentPassword' | 'newPassword' | 'confirmPassword';

const EMPTY: Record<PasswordField, string> = { currentPassword: '', newPassword: '', confirmPassword: '' };

function validate(values: Record<PasswordField, string>) {
  return onlyErrors({
    // Optional here: an account that signed up with Google has none (the server then wants a recent sign-in).
    currentPassword: undefined,
    newPassword: newPasswordError(values.currentPassword, values.newPassword),
    confirmPassword: confirmationError(values.newPassword, values.confirmPassword),
  });
}

const Narrow = styled(Stack)`
  max-width: 26rem;
`;

/** "Password": current, new (with the strength meter of spec section 9) and confirmation. */
export function PasswordTab() {
  const form = useForm(EMPTY, validate);
  const { changePassword, isChanging, failure } = useChangePassword();
  const failureNotice = useFormFailure(failure, form.values);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (form.submit() && (await changePassword(form.values.currentPassword, form.values.newPassword)))
      form.reset(EMPTY);
  };

  return (
    <SettingsSection
      title="Change password"
      description="Use at least 8 characters. Changing it logs you out everywhere else; this browser stays logged in."
      onSubmit={onSubmit}
      actions={
        <Button type="submit" isLoading={isChanging}>
          Update password
        </Button>
      }
    >
      <Narrow gap={4}>
        {failureNotice.notice}
        <CurrentPasswordField
          error={form.errors.currentPassword}
          hint="Signed up with Google? Leave it empty to set a password: a sign-in from the last 10 minutes is enough."
          aria-describedby={failureNotice.describedBy}
          {...form.field('currentPassword')}
        />
        <NewPasswordFields form={form} showsStrength />
      </Narrow>
    </SettingsSection>
  );
}
