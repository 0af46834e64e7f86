import type { RouteProps } from '@touchline/shell-contract';
import { Button, Spinner, Stack, Text } from '@touchline/ui-kit';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { AuthLayout } from '../components/AuthLayout';
import { StatusIcon } from '../components/StatusIcon';
import { useActivateAccount } from '../hooks/useActivateAccount';

type Outcome = 'activating' | 'active' | 'failed';

const backToLogin = (
  <Button as={Link} to="/login" fullWidth>
    Back to Login
  </Button>
);

/** /activate?token=…, the link in the activation e-mail: activates on arrival. */
export function ActivatePage({ search }: RouteProps<'/activate'>) {
  const activate = useActivateAccount();
  const [outcome, setOutcome] = useState<Outcome>('activating');
  const triedToken = useRef<string | null>(null);

  useEffect(() => {
    // Tokens are single use: never send the same one twice (StrictMode runs effects twice).
    if (!search.token || triedToken.current === search.token) return;
    triedToken.current = search.token;
    void activate(search.token).then((isActive) => setOutcome(isActive ? 'active' : 'failed'));
  }, [search.token, activate]);

  if (!search.token) {
    return (
      <AuthLayout title="Activate your account" description="One last step before your first API key.">
        <Stack gap={4}>
          <Text>
            Open the link in the activation e-mail we sent you. It brings you back here and switches your account on.
          </Text>
          {backToLogin}
        </Stack>
      </AuthLayout>
    );
  }

  if (outcome === 'activating') {
    return (
      <AuthLayout title="Activating your account">
        <Stack gap={4} align="center">
          <Spinner size={28} label="Activating your account" />
        </Stack>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={outcome === 'active' ? 'Your account is active' : 'This link did not work'}>
      <Stack gap={5} align="center">
        <StatusIcon tone={outcome === 'active' ? 'success' : 'failure'} />
        <Text style={{ textAlign: 'center' }}>
          {outcome === 'active'
            ? 'Welcome to Touchline. Log in to create your first API key.'
            : 'Activation links work once and expire. Log in to check whether your account is already active, or sign up again.'}
        </Text>
        {backToLogin}
      </Stack>
    </AuthLayout>
  );
}
