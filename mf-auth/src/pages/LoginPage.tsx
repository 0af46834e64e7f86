import type { RouteProps } from '@touchline/shell-contract';
import { Button, Field, Input, PasswordInput, Stack } from '@touchline/ui-kit';
import { useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { AuthLayout, TextLink } from '../components/AuthLayout';
import { GoogleMark } from '../components/GoogleMark';
import { emailError, requiredError } from '../components/validation';
import { useLogin, type Credentials } from '../hooks/useLogin';

type Errors = Partial<Record<keyof Credentials, string>>;

function validate({ email, password }: Credentials): Errors {
  const errors: Errors = { email: emailError(email), password: requiredError(password, 'Password is required') };
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as Errors;
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

export function LoginPage({ shell }: RouteProps<'/login'>) {
  const [values, setValues] = useState<Credentials>({ email: '', password: '' });
  const [errors, setErrors] = useState<Errors>({});
  const { login, isLoggingIn } = useLogin(shell.signIn);

  const update = (field: keyof Credentials) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length === 0) void login({ email: values.email.trim(), password: values.password });
  };

  return (
    <AuthLayout
      title={`Log in to ${shell.config.productName}`}
      description="Welcome back. Enter your details to open your dashboard."
      footer={
        <>
          Don&apos;t have an account? <TextLink to="/signup">Sign up</TextLink>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit}>
        <Stack gap={4}>
          <Field label="Email" required error={errors.email}>
            <Input
              type="email"
              name="email"
              autoComplete="email"
              placeholder="you@example.com"
              value={values.email}
              onChange={update('email')}
            />
          </Field>
          <Field
            label="Password"
            required
            error={errors.password}
            labelAction={<TextLink to="/recover-password">Forgot your password?</TextLink>}
          >
            <PasswordInput
              name="password"
              autoComplete="current-password"
              value={values.password}
              onChange={update('password')}
            />
          </Field>
          <Button type="submit" fullWidth isLoading={isLoggingIn}>
            Log In
          </Button>
        </Stack>
      </form>
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
