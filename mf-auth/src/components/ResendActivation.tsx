import { Button, Notice, Stack } from '@touchline/ui-kit';
import { useForm } from '@touchline/ui-kit/forms';
import { useState, type FormEvent } from 'react';
import { useResendActivation } from '../hooks/useResendActivation';
import { EmailField } from './EmailField';
import { emailError, onlyErrors } from './validation';

/**
 * The router state a link to /activate carries to prefill this form's e-mail (the login screen,
 * after 'Inactive user'). State rather than `?email=`, so the address stays out of the URL, the
 * history and the server's logs; a link opened in a new tab simply shows the form empty.
 */
export interface ActivationRequestState {
  emailToActivate: string;
}

export function activationRequestState(email: string): ActivationRequestState {
  return { emailToActivate: email };
}

/** The e-mail a link to /activate asked to prefill, if any (router state is whatever the history holds). */
export function emailToActivate(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('emailToActivate' in state)) return undefined;
  const { emailToActivate: email } = state;
  return typeof email === 'string' && email.trim() ? email.trim() : undefined;
}

export interface ResendActivationProps {
  /** Where the product answers GraphQL (the runtime configuration's graphqlUrl). */
  graphqlUrl: string;
  /** Prefills the e-mail, e.g. the address the login screen found not activated yet. */
  initialEmail?: string;
}

/** Asks for a fresh activation link (resendActivation); the answer never says whether the account exists. */
export function ResendActivation({ graphqlUrl, initialEmail = '' }: ResendActivationProps) {
  const form = useForm({ email: initialEmail }, ({ email }) => onlyErrors({ email: emailError(email) }));
  const { resend, isResending } = useResendActivation(graphqlUrl);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const email = form.values.email.trim();
    if (form.submit() && (await resend(email))) setSentTo(email);
  };

  if (sentTo) {
    return (
      <Notice tone="success" role="status" title="Activation email sent">
        If {sentTo} is waiting for activation, a new link is on its way. Please check your inbox (and maybe your spam
        folder).
      </Notice>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Get a new activation link">
      <Stack gap={3}>
        <EmailField form={form} hint="We send a new activation link to this address." />
        <Button type="submit" variant="secondary" fullWidth isLoading={isResending}>
          Send a new activation link
        </Button>
      </Stack>
    </form>
  );
}
