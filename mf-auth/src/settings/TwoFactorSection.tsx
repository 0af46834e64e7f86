import { Badge, Button, LoadError, Stack, Text } from '@touchline/ui-kit';
import { useState } from 'react';
import type { StartTwoFactorEnrolmentMutation } from '../graphql/graphql';
import {
  useDisableTwoFactor,
  useRegenerateRecoveryCodes,
  useTwoFactorEnrolment,
  useTwoFactorStatus,
} from '../hooks/useTwoFactor';
import { LoadingCard } from './LoadingCard';
import { RecoveryCodesCard } from './RecoveryCodesCard';
import { SettingsSection } from './SettingsSection';
import { TwoFactorConfirmCard } from './TwoFactorConfirmCard';
import { TwoFactorEnrolmentCard } from './TwoFactorEnrolmentCard';

type Enrolment = StartTwoFactorEnrolmentMutation['startTwoFactorEnrolment'];

/** At or below this many unspent recovery codes, the screen suggests new ones. */
const FEW_RECOVERY_CODES = 3;

/**
 * "Security": two-factor sign-in. Off, it offers to set it up (QR code and key, then a code);
 * just turned on, the recovery codes, once; on, how many recovery codes are left, new ones, and
 * turning it off, both of which ask for the password (or a recent sign-in) and a code.
 */
export function TwoFactorSection() {
  const { status, isLoading, error, refetch } = useTwoFactorStatus();
  const enrolling = useTwoFactorEnrolment();
  const regenerating = useRegenerateRecoveryCodes();
  const disabling = useDisableTwoFactor();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  if (recoveryCodes) return <RecoveryCodesCard codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />;
  if (enrolment) {
    return (
      <TwoFactorEnrolmentCard
        enrolment={enrolment}
        hasPassword={status?.hasPassword ?? true}
        isConfirming={enrolling.isConfirming}
        failure={enrolling.failure}
        onCancel={() => setEnrolment(null)}
        onConfirm={async (input) => {
          const codes = await enrolling.confirmEnrolment(input);
          if (codes) {
            setEnrolment(null);
            setRecoveryCodes(codes);
          }
        }}
      />
    );
  }
  if (!status) {
    if (isLoading) {
      return <LoadingCard label="Loading two-factor sign-in" lineWidths={['40%', '70%']} />;
    }
    return <LoadError title="Two-factor sign-in could not be read" error={error} onRetry={() => void refetch()} />;
  }

  const isFew = status.recoveryCodesLeft <= FEW_RECOVERY_CODES;
  return (
    <Stack gap={6}>
      <SettingsSection
        title="Two-factor sign-in"
        description="After your password (or Google), logging in also asks for a code from an authenticator app on your phone."
        actions={
          status.isEnabled ? undefined : (
            <Button
              isLoading={enrolling.isStarting}
              onClick={async () => {
                const started = await enrolling.startEnrolment();
                if (started) setEnrolment(started);
              }}
            >
              Set up two-factor sign-in
            </Button>
          )
        }
      >
        <Stack gap={2}>
          <div>
            <Badge tone={status.isEnabled ? 'success' : 'neutral'} withDot>
              {status.isEnabled ? 'On' : 'Off'}
            </Badge>
          </div>
          {status.isEnabled && (
            <Text tone={isFew ? 'danger' : 'muted'}>
              {status.recoveryCodesLeft === 1
                ? '1 recovery code left'
                : `${status.recoveryCodesLeft} recovery codes left`}
              {isFew && ': create new ones below before you run out.'}
            </Text>
          )}
        </Stack>
      </SettingsSection>
      {status.isEnabled && (
        <>
          <TwoFactorConfirmCard
            title="New recovery codes"
            description="Creates ten new codes; the ones you have stop working."
            actionLabel="Create new codes"
            hasPassword={status.hasPassword}
            isBusy={regenerating.isRegenerating}
            failure={regenerating.failure}
            onConfirm={async (input) => {
              const codes = await regenerating.regenerateRecoveryCodes(input);
              if (codes) setRecoveryCodes(codes);
              return Boolean(codes);
            }}
          />
          <TwoFactorConfirmCard
            tone="danger"
            title="Turn off two-factor sign-in"
            description="Logging in will ask only for your password (or Google). We e-mail you when it is turned off."
            actionLabel="Turn off"
            hasPassword={status.hasPassword}
            isBusy={disabling.isDisabling}
            failure={disabling.failure}
            onConfirm={disabling.disableTwoFactor}
          />
        </>
      )}
    </Stack>
  );
}
