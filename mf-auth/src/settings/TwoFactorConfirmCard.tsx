import { Button, Stack } from '@touchline/ui-kit';
import { Field, Input, useForm, useFormFailure } from '@touchline/ui-kit/forms';
import type { FormEvent } from 'react';
import { styled } from 'styled-components';
import type { TwoFactorConfirmationInput } from '../graphql/graphql';
import { SettingsSection } from './SettingsSection';
import { TwoFactorPasswordField } from './CurrentPasswordField';

const Narrow = styled(Stack)`
  max-width: 26rem;
`;

export interface TwoFactorConfirmCardProps {
  title: string;
  description: string;
  actionLabel: string;
  tone?: 'default' | 'danger';
  /** Accounts without a password (Google only) prove themselves by a recent sign-in instead. */
  hasPassword: boolean;
  isBusy: boolean;
  failure: string | null;
  /** Resolves to true when it worked, to clear the form. */
  onConfirm: (input: TwoFactorConfirmationInput) => Promise<boolean>;
}

/** A change to two-factor sign-in that a stolen session alone must not make: the password and a code. */
export function TwoFactorConfirmCard({
  title,
  description,
  actionLabel,
  tone = 'default',
  hasPassword,
  isBusy,
  failure,
  onConfirm,
}: TwoFactorConfirmCardProps) {
  const empty = { password: '', code: '' };
  const form = useForm(empty, ({ password, code }) => ({
    ...(hasPassword && !password ? { password: 'Current password is required' } : {}),
    ...(code.trim() ? {} : { code: 'Authentication code is required' }),
  }));
  const failureNotice = useFormFailure(failure, form.values);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.submit()) return;
    const input = { code: form.values.code.trim(), ...(hasPassword ? { password: form.values.password } : {}) };
    if (await onConfirm(input)) form.reset(empty);
  };

  return (
    <SettingsSection
      title={title}
      description={description}
      tone={tone}
      onSubmit={(event) => void onSubmit(event)}
      actions={
        <Button type="submit" variant={tone === 'danger' ? 'danger' : 'primary'} isLoading={isBusy}>
          {actionLabel}
        </Button>
      }
    >
      <Narrow gap={4}>
        {failureNotice.notice}
        <TwoFactorPasswordField hasPassword={hasPassword} error={form.errors.password} {...form.field('password')} />
        <Field
          label="Authentication code"
          required
          error={form.errors.code}
          hint="A code from your authenticator app, or a recovery code."
        >
          <Input
            autoComplete="one-time-code"
            spellCheck={false}
            aria-describedby={failureNotice.describedBy}
            {...form.field('code')}
          />
        </Field>
      </Narrow>
    </SettingsSection>
  );
}
