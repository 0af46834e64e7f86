import type { RouteProps } from '@touchline/shell-contract';
import { useForm } from '@touchline/ui-kit/forms';
import { useState } from 'react';
import { AuthForm } from '../components/AuthForm';
import { AuthLayout, BackToLoginLink } from '../components/AuthLayout';
import { AuthOutcome } from '../components/AuthOutcome';
import { EmailField } from '../components/EmailField';
import { emailError, onlyErrors } from '../components/validation';
import { usePasswordRecovery } from '../hooks/usePasswordRecovery';

export function RecoverPasswordPage({ shell }: RouteProps<'/recover-password'>) {
  const form = useForm({ email: '' }, ({ email }) => onlyErrors({ email: emailError(email) }));
  const { requestRecovery, isRequesting } = usePasswordRecovery(shell.config.graphqlUrl);
  const [isSent, setIsSent] = useState(false);

  const onSubmit = async () => {
    if (form.submit() && (await requestRecovery(form.values.email.trim()))) setIsSent(true);
  };

  if (isSent) {
    return (
      <AuthOutcome title="Check your inbox" tone="success">
        If {form.values.email.trim()} has an account, a link to choose a new password is on its way. It works once,
        within 48 hours.
      </AuthOutcome>
    );
  }

  return (
    <AuthLayout
      title="Password recovery"
      description="Enter the e-mail of your account and we send you a link to choose a new password."
      footer={<BackToLoginLink />}
    >
      <AuthForm onSubmit={onSubmit} submitLabel="Send recovery link" isSubmitting={isRequesting}>
        <EmailField form={form} />
      </AuthForm>
    </AuthLayout>
  );
}
