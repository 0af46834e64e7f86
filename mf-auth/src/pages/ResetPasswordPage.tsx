import type { RouteProps } from '@touchline/shell-contract';
import { Button, Stack, Text } from '@touchline/ui-kit';
import { useForm, useFormFailure } from '@touchline/ui-kit/forms';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { AuthForm } from '../components/AuthForm';
import { AuthLayout, BackToLoginLink } from '../components/AuthLayout';
import { NewPasswordFields } from '../components/NewPasswordFields';
import { SpentLink } from '../components/SpentLink';
import { confirmationError, onlyErrors, passwordError } from '../components/validation';
import { useResetPassword } from '../hooks/useResetPassword';

type ResetField = 'newPassword' | 'confirmPassword';

function validate(values: Record<ResetField, string>) {
  return onlyErrors({
    newPassword: passwordError(values.newPassword),
    confirmPassword: confirmationError(values.newPassword, values.confirmPassword),
  });
}

/** /reset-password?token=…, the link in a recovery e-mail. */
export function ResetPasswordPage({ search, shell }: RouteProps<'/reset-password'>) {
  const form = useForm({ newPassword: '', confirmPassword: '' }, validate);
  const { resetPassword, isResetting, failure } = useResetPassword(shell.config.graphqlUrl);
  const failureNotice = useFormFailure(failure, form.values);
  const navigate = useNavigate();
  // The token the server refused as used, expired or superseded: its form can never work.
  const [spentToken, setSpentToken] = useState<string | null>(null);

  if (!search.token) {
    return (
      <AuthLayout title="Reset your password" description="This page opens from the link in a recovery e-mail.">
        <Stack gap={4}>
          <Text>The link you followed has no reset token. Ask for a new one; it arrives within a minute.</Text>
          <Button as={Link} to="/recover-password" fullWidth>
            Send me a new link
          </Button>
        </Stack>
      </AuthLayout>
    );
  }

  if (spentToken === search.token) {
    return (
      <SpentLink
        action={
          <Button as={Link} to="/recover-password" fullWidth>
            Send me a new link
          </Button>
        }
      >
        Password reset links work once, within 48 hours, and only the latest one we sent works. This one can no longer
        be used: ask for a new one, it arrives within a minute.
      </SpentLink>
    );
  }

  const onSubmit = async () => {
    const token = search.token!;
    if (!form.submit()) return;
    const outcome = await resetPassword(token, form.values.newPassword);
    if (outcome === 'reset') navigate('/login', { replace: true });
    else if (outcome === 'spentLink') setSpentToken(token);
  };

  return (
    <AuthLayout
      title="Reset your password"
      description="Choose a new password of at least 8 characters."
      footer={<BackToLoginLink />}
    >
      <AuthForm onSubmit={onSubmit} submitLabel="Reset Password" isSubmitting={isResetting}>
        {failureNotice.notice}
        <NewPasswordFields form={form} aria-describedby={failureNotice.describedBy} />
      </AuthForm>
    </AuthLayout>
  );
}
