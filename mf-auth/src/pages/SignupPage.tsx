import type { RouteProps } from '@touchline/shell-contract';
import { Field, Input, useForm } from '@touchline/ui-kit/forms';
import { Notice } from '@touchline/ui-kit';
import { useId, useState } from 'react';
import { AuthForm } from '../components/AuthForm';
import { AuthLayout, TextLink } from '../components/AuthLayout';
import { AuthOutcome } from '../components/AuthOutcome';
import { BotCheck } from '../components/BotCheck';
import { EmailField } from '../components/EmailField';
import { NewPasswordFields } from '../components/NewPasswordFields';
import {
  confirmationError,
  emailError,
  MIN_FULL_NAME_LENGTH,
  onlyErrors,
  passwordError,
  signupFullNameError,
} from '../components/validation';
import { useSignup } from '../hooks/useSignup';

type SignupField = 'fullName' | 'email' | 'newPassword' | 'confirmPassword';

/** Spec section 5: validated on blur, every error shown. */
function validate(values: Record<SignupField, string>) {
  return onlyErrors({
    fullName: signupFullNameError(values.fullName),
    email: emailError(values.email),
    newPassword: passwordError(values.newPassword),
    confirmPassword: confirmationError(values.newPassword, values.confirmPassword),
  });
}

const backToLogin = (
  <TextLink to="/login">
    Already have an account? <strong>Log In</strong>
  </TextLink>
);

export function SignupPage({ shell }: RouteProps<'/signup'>) {
  const { isBotCheckDisabled, turnstileSiteKey } = shell.config.auth;
  const form = useForm({ fullName: '', email: '', newPassword: '', confirmPassword: '' }, validate);
  const [botToken, setBotToken] = useState<string | null>(null);
  const [isSent, setIsSent] = useState(false);
  const [botCheckRound, setBotCheckRound] = useState(0);
  const { signup, isSigningUp } = useSignup(shell.config.graphqlUrl);
  const hasBotToken = isBotCheckDisabled || Boolean(botToken);
  const botCheckStatusId = useId();

  const onSubmit = async () => {
    if (!form.submit() || !hasBotToken) return;
    const { fullName, email, newPassword, confirmPassword } = form.values;
    const isCreated = await signup({
      fullName: fullName.trim(),
      email: email.trim(),
      password: newPassword,
      confirmPassword,
      turnstileToken: botToken,
    });
    if (isCreated) setIsSent(true);
    // The token may already be spent on siteverify (it passes once): a second try needs a fresh one.
    else if (!isBotCheckDisabled) setBotCheckRound((round) => round + 1);
  };

  if (isSent) {
    return (
      <AuthOutcome title="Activation email sent" tone="success">
        Please check your inbox (and maybe your spam folder) to activate your account.
      </AuthOutcome>
    );
  }

  return (
    <AuthLayout
      title="Create your account"
      description={`Start calling the ${shell.config.productName} live-score and transfer endpoints in minutes.`}
      footer={backToLogin}
    >
      <AuthForm
        onSubmit={onSubmit}
        submitLabel="Sign Up"
        isSubmitting={isSigningUp}
        isSubmitDisabled={!hasBotToken}
        // While held back by the bot check, says why (loading, or could not load).
        submitDescribedBy={!hasBotToken && turnstileSiteKey ? botCheckStatusId : undefined}
      >
        <Field label="Full Name" required error={form.errors.fullName}>
          <Input autoComplete="name" minLength={MIN_FULL_NAME_LENGTH} {...form.field('fullName')} />
        </Field>
        <EmailField form={form} />
        <NewPasswordFields form={form} label="Password" />
        {isBotCheckDisabled ? (
          // Only an explicit development setting gets here (the bff refuses it in production).
          <Notice tone="info" title="Bot check switched off">
            This server runs with BOT_CHECK_DISABLED for development, so no challenge is needed to sign up.
          </Notice>
        ) : turnstileSiteKey ? (
          <BotCheck
            siteKey={turnstileSiteKey}
            onToken={setBotToken}
            resetKey={botCheckRound}
            statusId={botCheckStatusId}
          />
        ) : (
          <Notice tone="warning">
            The bot check is unavailable right now, so sign-up is paused. Please try again later.
          </Notice>
        )}
      </AuthForm>
    </AuthLayout>
  );
}
