import type { RouteProps } from '@touchline/shell-contract';
import { Button, Notice, Stack } from '@touchline/ui-kit';
import { PasswordField, useForm, useFormFailure } from '@touchline/ui-kit/forms';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { styled } from 'styled-components';
import { AuthForm } from '../components/AuthForm';
import { AuthLayout, TextLink } from '../components/AuthLayout';
import { EmailField } from '../components/EmailField';
import { GoogleMark } from '../components/GoogleMark';
import { TwoFactorStep } from '../components/TwoFactorStep';
import { activationRequestState } from '../components/ResendActivation';
import { emailError, onlyErrors, requiredError } from '../components/validation';
import { useLogin, type Credentials } from '../hooks/useLogin';

function validate({ email, password }: Credentials) {
  return onlyErrors({ email: emailError(email), password: requiredError(password, 'Password is required') });
}

const Divider = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  &::before,
  &::after {
    content: '';
    flex: 1;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

/** Longest reason shown from the address; anything longer is cut (it comes from a link anyone can craft). */
const MAX_REASON_LENGTH = 200;

/**
 * `?error=` is how the bff reports a failed Google sign-in (`/login?error=<reason>`). Read here
 * rather than through the shell's parsed `search`, so the remote does not depend on a shell rebuild.
 */
function useSignInFailure(): string | null {
  const [params] = useSearchParams();
  const reason = params.get('error')?.trim();
  if (!reason) return null;
  return reason.length > MAX_REASON_LENGTH ? `${reason.slice(0, MAX_REASON_LENGTH)}…` : reason;
}

/**
 * `?two_factor=` is how the bff hands over a Google sign-in of an account with two-factor sign-in:
 * the challenge for the code step. It is dropped from the address (and history) once read.
 */
function useGoogleChallenge(): [string | null, () => void] {
  const [params, setParams] = useSearchParams();
  const [challenge, setChallenge] = useState(() => params.get('two_factor'));
  useEffect(() => {
    if (params.has('two_factor')) setParams((current) => (current.delete('two_factor'), current), { replace: true });
  }, [params, setParams]);
  return [challenge, () => setChallenge(null)];
}

export function LoginPage({ shell }: RouteProps<'/login'>) {
  const signInFailure = useSignInFailure();
  const form = useForm({ email: '', password: '' }, validate);
  const { login, isLoggingIn, failure, inactiveEmail, challengeToken, clearChallenge } = useLogin(
    shell.config.graphqlUrl,
    shell.signIn,
  );
  const [googleChallenge, clearGoogleChallenge] = useGoogleChallenge();
  const failureNotice = useFormFailure(failure, form.values);

  const challenge = challengeToken ?? googleChallenge;
  if (challenge) {
    // Focus goes to the code field (TwoFactorStep), so the code can be typed at once; its label and
    // hint say what it asks.
    return (
      <AuthLayout
        title="Two-factor authentication"
        description="Enter the code from your authenticator app to finish logging in."
      >
        <TwoFactorStep
          graphqlUrl={shell.config.graphqlUrl}
          challengeToken={challenge}
          onAccessToken={shell.signIn}
          onRestart={() => {
            clearChallenge();
            clearGoogleChallenge();
            form.reset({ email: form.values.email, password: '' });
          }}
        />
      </AuthLayout>
    );
  }

  const onSubmit = () => {
    if (form.submit()) void login({ email: form.values.email.trim(), password: form.values.password });
  };

  return (
    <AuthLayout
      title={`Log in to ${shell.config.productName}`}
      description="Enter your e-mail and password to open your dashboard."
      footer={
        <>
          Don&apos;t have an account? <TextLink to="/signup">Sign up</TextLink>
        </>
      }
    >
      {signInFailure && (
        <Notice tone="danger" role="alert" title="Google sign-in did not complete">
          {signInFailure}
        </Notice>
      )}
      {inactiveEmail && (
        // Instead of a toast ('Inactive user'): what it means, and the way forward. The bff does not say
        // whether the account awaits activation or was switched off by a superuser, so the title
        // claims neither and the text names both.
        <Notice tone="warning" role="status" title="Your account is not active">
          If you signed up, open the link in the activation e-mail we sent to {inactiveEmail}, then log in. No e-mail,
          or the link expired?{' '}
          <TextLink to="/activate" state={activationRequestState(inactiveEmail)}>
            Get a new activation link
          </TextLink>
          . If an administrator created your account switched off, or switched it off since, no e-mail comes: ask them
          to switch it on.
        </Notice>
      )}
      <AuthForm onSubmit={onSubmit} submitLabel="Log In" isSubmitting={isLoggingIn}>
        {failureNotice.notice}
        <EmailField form={form} aria-describedby={failureNotice.describedBy} />
        <PasswordField
          label="Password"
          required
          error={form.errors.password}
          labelAction={<TextLink to="/recover-password">Forgot your password?</TextLink>}
          autoComplete="current-password"
          aria-describedby={failureNotice.describedBy}
          {...form.field('password')}
        />
      </AuthForm>
      {shell.config.auth.isGoogleSignInEnabled && (
        <Stack gap={4}>
          <Divider>or</Divider>
          <Button as="a" href={`${shell.config.apiBaseUrl}/login/google`} variant="secondary" fullWidth>
            <GoogleMark />
            Continue with Google
          </Button>
        </Stack>
      )}
    </AuthLayout>
  );
}
