import { Button, Inline, Notice, Stack, Text } from '@touchline/ui-kit';
import { Field, Input, useForm, useFormFailure } from '@touchline/ui-kit/forms';
import type { FormEvent } from 'react';
import { styled } from 'styled-components';
import { emailError, onlyErrors } from '../components/validation';
import { useEmailChange } from '../hooks/useEmailChange';
import { CurrentPasswordField, GOOGLE_ACCOUNT_HINT } from './CurrentPasswordField';
import { SettingsSection } from './SettingsSection';

/** A change waiting for the link mailed to the new address (GraphQL `pendingEmailChange`). */
interface PendingEmailChange {
  newEmail: string;
  expiresAt: string;
}

type EmailField = 'newEmail' | 'currentPassword';
const EMPTY: Record<EmailField, string> = { newEmail: '', currentPassword: '' };

const Narrow = styled(Stack)`
  max-width: 26rem;
`;

export interface EmailSectionProps {
  email: string;
  pending: PendingEmailChange | null;
}

/**
 * "Email address": the login address, and a change of it. The change takes effect only once the
 * link mailed to the new address is opened; until then the screen says it is pending, with Resend
 * and Cancel. The server asks for the current password (a Google account leaves it empty and must
 * have signed in within the last 10 minutes).
 */
export function EmailSection({ email, pending }: EmailSectionProps) {
  const form = useForm(EMPTY, (values) =>
    onlyErrors({ newEmail: emailError(values.newEmail), currentPassword: undefined }),
  );
  const { requestChange, resendLink, cancelChange, failure, isRequesting, isBusy } = useEmailChange();
  const failureNotice = useFormFailure(failure, form.values);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (form.submit() && (await requestChange(form.values.newEmail.trim(), form.values.currentPassword)))
      form.reset(EMPTY);
  };

  return (
    <SettingsSection
      title="Email address"
      description={
        <>
          You log in with <strong>{email}</strong>. A new address takes over once you open the link we send to it.
        </>
      }
      onSubmit={onSubmit}
      actions={
        <Button type="submit" isLoading={isRequesting} aria-disabled={isBusy}>
          Send confirmation link
        </Button>
      }
    >
      <Narrow gap={4}>
        {pending && (
          <Notice tone="info" role="status" title={`Change pending to ${pending.newEmail}`}>
            <Stack gap={3}>
              <Text>
                Open the link we sent to {pending.newEmail} to make it your login. Until then, keep using {email}.
              </Text>
              <Inline gap={2}>
                <Button
                  type="button"
                  size="sm"
                  variant="secondary"
                  aria-disabled={isBusy}
                  onClick={() => void resendLink()}
                >
                  Resend
                </Button>
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  aria-disabled={isBusy}
                  onClick={() => void cancelChange()}
                >
                  Cancel change
                </Button>
              </Inline>
            </Stack>
          </Notice>
        )}
        {failureNotice.notice}
        <Field label="New Email" required error={form.errors.newEmail}>
          <Input
            type="email"
            autoComplete="email"
            aria-describedby={failureNotice.describedBy}
            {...form.field('newEmail')}
          />
        </Field>
        <CurrentPasswordField hint={GOOGLE_ACCOUNT_HINT} {...form.field('currentPassword')} />
      </Narrow>
    </SettingsSection>
  );
}
