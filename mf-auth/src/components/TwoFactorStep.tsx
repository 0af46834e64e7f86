import { Button, Notice, Stack } from '@touchline/ui-kit';
import { Field, Input, useForm, useFormFailure } from '@touchline/ui-kit/forms';
import { useState, type FormEvent, type MouseEvent } from 'react';
import { styled } from 'styled-components';
import { useTwoFactorSignIn } from '../hooks/useTwoFactorSignIn';
import { onlyErrors } from './validation';

const LinkButton = styled.button`
  align-self: center;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.link};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: pointer;
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

/**
 * Keeps focus where it is when a link button is pressed with the mouse. The code field takes focus
 * when the step opens; pressing a link beside it would first blur the still-empty field, whose
 * "required" error (useForm validates on blur) then pushed the link from under the pointer before
 * the button was released, and the click was lost. Both links leave the field anyway: one swaps it
 * for a fresh one (focused), the other leaves the step. Keyboard users are unaffected.
 */
const keepFocusOnPress = (event: MouseEvent) => event.preventDefault();

export interface TwoFactorStepProps {
  graphqlUrl: string;
  challengeToken: string;
  onAccessToken: (accessToken: string) => void;
  /** Back to the password step: asked for, or because the challenge expired. */
  onRestart: () => void;
}

/**
 * The code step of sign-in, after a right password (or Google) on an account with two-factor
 * sign-in: the 6-digit code from the authenticator app, or one of the recovery codes.
 */
export function TwoFactorStep({ graphqlUrl, challengeToken, onAccessToken, onRestart }: TwoFactorStepProps) {
  const [isRecovery, setIsRecovery] = useState(false);
  const label = isRecovery ? 'Recovery code' : 'Authentication code';
  const form = useForm({ code: '' }, ({ code }) =>
    onlyErrors({ code: code.trim() ? undefined : `${label} is required` }),
  );
  const { verify, isVerifying, failure, isExpired } = useTwoFactorSignIn(graphqlUrl, challengeToken, onAccessToken);
  const failureNotice = useFormFailure(failure, form.values);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (form.submit()) void verify(form.values.code.trim());
  };

  if (isExpired) {
    return (
      <Stack gap={4}>
        <Notice tone="warning" role="alert" title="Your sign-in has expired">
          The code step stays open for five minutes. Log in again to get a new one.
        </Notice>
        <Button fullWidth onClick={onRestart}>
          Log in again
        </Button>
      </Stack>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Two-factor authentication">
      <Stack gap={4}>
        {failureNotice.notice}
        <Field
          label={label}
          required
          error={form.errors.code}
          hint={
            isRecovery
              ? 'One of the ten codes you saved when you set up two-factor sign-in. Each works once.'
              : 'The 6-digit code your authenticator app shows for this account.'
          }
        >
          <Input
            key={label}
            autoFocus
            autoComplete="one-time-code"
            inputMode={isRecovery ? 'text' : 'numeric'}
            placeholder={isRecovery ? 'abcde-fghjk' : '123456'}
            spellCheck={false}
            aria-describedby={failureNotice.describedBy}
            {...form.field('code')}
          />
        </Field>
        <Button type="submit" fullWidth isLoading={isVerifying}>
          Verify
        </Button>
        <LinkButton
          type="button"
          onMouseDown={keepFocusOnPress}
          onClick={() => {
            setIsRecovery(!isRecovery);
            form.reset({ code: '' });
          }}
        >
          {isRecovery ? 'Use a code from your app instead' : 'Use a recovery code instead'}
        </LinkButton>
        <LinkButton type="button" onMouseDown={keepFocusOnPress} onClick={onRestart}>
          Back to log in
        </LinkButton>
      </Stack>
    </form>
  );
}
