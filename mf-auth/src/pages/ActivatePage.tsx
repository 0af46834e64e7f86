import type { RouteProps } from '@touchline/shell-contract';
import { Spinner, Stack, Text } from '@touchline/ui-kit';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { AuthLayout, BackToLoginLink } from '../components/AuthLayout';
import { AuthOutcome } from '../components/AuthOutcome';
import { emailToActivate, ResendActivation } from '../components/ResendActivation';
import { SpentLink } from '../components/SpentLink';
import { useActivateAccount } from '../hooks/useActivateAccount';

type Outcome = 'activating' | 'active' | 'failed';

/** /activate?token=…, the link in the activation e-mail: activates on arrival. */
export function ActivatePage({ search, shell }: RouteProps<'/activate'>) {
  const activate = useActivateAccount(shell.config.graphqlUrl);
  // Set by the login screen when it refused an account not activated yet.
  const prefilledEmail = emailToActivate(useLocation().state);
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
      <AuthLayout
        title="Activate your account"
        description="One last step before your first API key."
        footer={<BackToLoginLink />}
      >
        <Stack gap={5}>
          <Text>
            Open the link in the activation e-mail we sent you. It brings you back here and switches your account on. No
            e-mail, or the link expired? Get a new one:
          </Text>
          <ResendActivation graphqlUrl={shell.config.graphqlUrl} initialEmail={prefilledEmail} />
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

  if (outcome === 'active') {
    return (
      <AuthOutcome title="Your account is active" tone="success">
        Welcome to Touchline. Log in to create your first API key.
      </AuthOutcome>
    );
  }

  return (
    <SpentLink action={<ResendActivation graphqlUrl={shell.config.graphqlUrl} />}>
      Activation links work once and expire. If your account is already active, just log in. Otherwise get a new link:
    </SpentLink>
  );
}
