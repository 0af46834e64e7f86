import type { RouteProps } from '@touchline/shell-contract';
import { Spinner, Stack, Text } from '@touchline/ui-kit';
import { useEffect, useRef, useState } from 'react';
import { AuthLayout, TextLink } from '../components/AuthLayout';
import { AuthOutcome } from '../components/AuthOutcome';
import { SpentLink } from '../components/SpentLink';
import { useEmailChangeLink } from '../hooks/useEmailChangeLink';

type Outcome = { state: 'working' } | { state: 'done' } | { state: 'failed'; reason: string };

const toSettings = <TextLink to="/settings">Go to Settings</TextLink>;

function useLinkOutcome(graphqlUrl: string, kind: 'confirm' | 'cancel', token: string | undefined): Outcome {
  const follow = useEmailChangeLink(graphqlUrl, kind);
  const [outcome, setOutcome] = useState<Outcome>({ state: 'working' });
  const triedToken = useRef<string | null>(null);
  useEffect(() => {
    // Links work once: never send the same token twice (StrictMode runs effects twice).
    if (!token || triedToken.current === token) return;
    triedToken.current = token;
    void follow(token).then((result) =>
      setOutcome(result.ok ? { state: 'done' } : { state: 'failed', reason: result.reason }),
    );
  }, [token, follow]);
  return token ? outcome : { state: 'failed', reason: 'Invalid token' };
}

function Working({ title }: { title: string }) {
  return (
    <AuthLayout title={title}>
      <Stack gap={4} align="center">
        <Spinner size={28} label={title} />
      </Stack>
    </AuthLayout>
  );
}

/** /email-change/confirm?token=…, the link mailed to the new address: applies the change on arrival. */
export function EmailChangeConfirmPage({ search, shell }: RouteProps<'/email-change/confirm'>) {
  const outcome = useLinkOutcome(shell.config.graphqlUrl, 'confirm', search.token);
  if (outcome.state === 'working') return <Working title="Confirming your new e-mail address" />;
  if (outcome.state === 'done') {
    return (
      <AuthOutcome title="Your e-mail address was changed" tone="success">
        Log in with your new address from now on.
      </AuthOutcome>
    );
  }
  // Another account took the address meanwhile: the server says so, and nothing changed.
  if (outcome.reason !== 'Invalid token') {
    return (
      <AuthOutcome title="Your e-mail address was not changed" tone="failure">
        {outcome.reason}.
      </AuthOutcome>
    );
  }
  return (
    <SpentLink action={toSettings}>
      Links to confirm a new e-mail address work once and expire, and a newer one replaces them. Ask for a new link in
      Settings, under My profile.
    </SpentLink>
  );
}

/** /email-change/cancel?token=…, the link mailed to the old address: cancels the change and signs every session out. */
export function EmailChangeCancelPage({ search, shell }: RouteProps<'/email-change/cancel'>) {
  const outcome = useLinkOutcome(shell.config.graphqlUrl, 'cancel', search.token);
  if (outcome.state === 'working') return <Working title="Cancelling the e-mail change" />;
  if (outcome.state === 'done') {
    return (
      <AuthOutcome title="The e-mail change was cancelled" tone="success">
        Your e-mail address stays as it was, and every session of your account was signed out. Log in again, then change
        your password if you did not ask for the change.
      </AuthOutcome>
    );
  }
  return (
    <SpentLink action={<Text>If someone else may be using your account, log in and change your password.</Text>}>
      This link was already used or has expired.
    </SpentLink>
  );
}
