import { Button, Field, Input, Notice, Stack } from '@touchline/ui-kit';
import { useState, type FormEvent } from 'react';
import { useForm } from '../hooks/useForm';
import { useResendActivation } from '../hooks/useResendActivation';
import { emailError, onlyErrors } from './validation';

/** Asks for a fresh activation link (resendActivation); the answer never says whether the account exists. */
export function ResendActivation() {
  const form = useForm<'email'>({ email: '' }, ({ email }) => onlyErrors({ email: emailError(email) }));
  const { resend, isResending } = useResendActivation();
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
        <Field label="Email" required error={form.errors.email} hint="We send a new activation link to this address.">
          <Input type="email" autoComplete="email" placeholder="you@example.com" {...form.field('email')} />
        </Field>
        <Button type="submit" variant="secondary" fullWidth isLoading={isResending}>
          Send a new activation link
        </Button>
      </Stack>
    </form>
  );
}
