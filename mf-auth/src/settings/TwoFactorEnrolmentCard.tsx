import { Button, Inline, Stack, Text } from '@touchline/ui-kit';
import { Field, Input, useForm, useFormFailure } from '@touchline/ui-kit/forms';
import type { FormEvent } from 'react';
import { styled } from 'styled-components';
import type { StartTwoFactorEnrolmentMutation, TwoFactorConfirmationInput } from '../graphql/graphql';
import { SettingsSection } from './SettingsSection';
import { TwoFactorPasswordField } from './CurrentPasswordField';

type Enrolment = StartTwoFactorEnrolmentMutation['startTwoFactorEnrolment'];

const QrCode = styled.img`
  width: 11rem;
  height: 11rem;
  padding: ${({ theme }) => theme.space[2]};
  /* A QR code needs its light margin to scan, in the dark theme too. */
  background: #ffffff;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Secret = styled.code`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.md};
  word-break: break-all;
  user-select: all;
`;

const Narrow = styled(Stack)`
  max-width: 26rem;
`;

/** The secret in groups of four, as apps show them and people type them (spaces are ignored). */
const groupedSecret = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

export interface TwoFactorEnrolmentCardProps {
  enrolment: Enrolment;
  /** Turning it on asks for the password too (a recent sign-in for accounts without one). */
  hasPassword: boolean;
  onConfirm: (input: TwoFactorConfirmationInput) => void;
  onCancel: () => void;
  isConfirming: boolean;
  failure: string | null;
}

/** Scan the QR code (or type the key), then confirm a code from the app to turn two-factor on. */
export function TwoFactorEnrolmentCard({
  enrolment,
  hasPassword,
  onConfirm,
  onCancel,
  isConfirming,
  failure,
}: TwoFactorEnrolmentCardProps) {
  const form = useForm({ code: '', password: '' }, ({ code, password }) => ({
    ...(code.trim() ? {} : { code: 'Authentication code is required' }),
    ...(hasPassword && !password ? { password: 'Current password is required' } : {}),
  }));
  const failureNotice = useFormFailure(failure, form.values);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (form.submit())
      onConfirm({ code: form.values.code.trim(), ...(hasPassword ? { password: form.values.password } : {}) });
  };

  return (
    <SettingsSection
      title="Set up two-factor sign-in"
      takesFocus
      description="Use an authenticator app such as 1Password, Google Authenticator or Microsoft Authenticator."
      onSubmit={onSubmit}
      actions={
        <Inline gap={2}>
          <Button type="submit" isLoading={isConfirming}>
            Turn on
          </Button>
          <Button type="button" variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        </Inline>
      }
    >
      <Narrow gap={4}>
        <Text>1. Scan this QR code with the app.</Text>
        <QrCode src={enrolment.qrCodeDataUrl} alt="QR code to scan with your authenticator app" />
        <Stack gap={1}>
          <Text tone="muted">Cannot scan it? Enter this key in the app:</Text>
          <Secret aria-label="Setup key">{groupedSecret(enrolment.secret)}</Secret>
        </Stack>
        <Text>
          {hasPassword
            ? '2. Enter the 6-digit code the app shows, and your password.'
            : '2. Enter the 6-digit code the app shows.'}
        </Text>
        {failureNotice.notice}
        <Field label="Authentication code" required error={form.errors.code}>
          <Input
            autoComplete="one-time-code"
            inputMode="numeric"
            placeholder="123456"
            aria-describedby={failureNotice.describedBy}
            {...form.field('code')}
          />
        </Field>
        <TwoFactorPasswordField hasPassword={hasPassword} error={form.errors.password} {...form.field('password')} />
      </Narrow>
    </SettingsSection>
  );
}
