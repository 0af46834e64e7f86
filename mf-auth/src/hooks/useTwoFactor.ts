import { useMutation, useQuery } from '@apollo/client/react';
import { useToast } from '@touchline/ui-kit';
import { graphql } from '../graphql';
import type { TwoFactorConfirmationInput } from '../graphql/graphql';
import { useFailureFeedback } from './useFailureFeedback';

export const TwoFactorStatusQuery = graphql(`
  query TwoFactorStatus {
    twoFactorStatus {
      isEnabled
      recoveryCodesLeft
      hasPassword
    }
  }
`);

export const StartTwoFactorEnrolmentMutation = graphql(`
  mutation StartTwoFactorEnrolment {
    startTwoFactorEnrolment {
      secret
      otpauthUri
      qrCodeDataUrl
    }
  }
`);

export const ConfirmTwoFactorEnrolmentMutation = graphql(`
  mutation ConfirmTwoFactorEnrolment($input: TwoFactorConfirmationInput!) {
    confirmTwoFactorEnrolment(input: $input) {
      recoveryCodes
    }
  }
`);

export const DisableTwoFactorMutation = graphql(`
  mutation DisableTwoFactor($input: TwoFactorConfirmationInput!) {
    disableTwoFactor(input: $input) {
      message
    }
  }
`);

const RegenerateRecoveryCodesMutation = graphql(`
  mutation RegenerateRecoveryCodes($input: TwoFactorConfirmationInput!) {
    regenerateRecoveryCodes(input: $input) {
      recoveryCodes
    }
  }
`);

export const ENABLED_MESSAGE = 'Two-factor sign-in is on. Save your recovery codes now: they are shown only once.';
const REGENERATED_MESSAGE = 'New recovery codes created. The old ones no longer work.';

/** The status has no id: every change refetches it, so the screen shows what the server holds. */
const refetchStatus = { refetchQueries: [TwoFactorStatusQuery], awaitRefetchQueries: true };

export function useTwoFactorStatus() {
  const { data, loading, error, refetch } = useQuery(TwoFactorStatusQuery);
  return { status: data?.twoFactorStatus, isLoading: loading, error, refetch };
}

/** Starting (the secret, once) and confirming enrolment; a refusal is `failure`, beside the form. */
export function useTwoFactorEnrolment() {
  const [start, { loading: isStarting }] = useMutation(StartTwoFactorEnrolmentMutation);
  const [confirm, { loading: isConfirming }] = useMutation(ConfirmTwoFactorEnrolmentMutation, refetchStatus);
  const toast = useToast();
  const { failure, capture } = useFailureFeedback();

  async function startEnrolment() {
    const outcome = await capture(() => start());
    return 'result' in outcome ? (outcome.result.data?.startTwoFactorEnrolment ?? null) : null;
  }

  /** Resolves to the recovery codes once two-factor is on, else null. */
  async function confirmEnrolment(input: TwoFactorConfirmationInput): Promise<string[] | null> {
    const outcome = await capture(() => confirm({ variables: { input } }));
    if (!('result' in outcome) || !outcome.result.data) return null;
    toast.success(ENABLED_MESSAGE);
    return outcome.result.data.confirmTwoFactorEnrolment.recoveryCodes;
  }

  return { startEnrolment, confirmEnrolment, isStarting, isConfirming, failure };
}

/** Turning two-factor off: the password (or a recent sign-in) and a code. A refusal is `failure`, beside the form. */
export function useDisableTwoFactor() {
  const [disable, { loading }] = useMutation(DisableTwoFactorMutation, refetchStatus);
  const toast = useToast();
  const { failure, capture } = useFailureFeedback();

  async function disableTwoFactor(input: TwoFactorConfirmationInput): Promise<boolean> {
    const outcome = await capture(() => disable({ variables: { input } }));
    if (!('result' in outcome) || !outcome.result.data) return false;
    toast.success(outcome.result.data.disableTwoFactor.message);
    return true;
  }

  return { disableTwoFactor, isDisabling: loading, failure };
}

/** New recovery codes (the old ones stop working), asked for as turning off is. */
export function useRegenerateRecoveryCodes() {
  const [regenerate, { loading }] = useMutation(RegenerateRecoveryCodesMutation, refetchStatus);
  const toast = useToast();
  const { failure, capture } = useFailureFeedback();

  async function regenerateRecoveryCodes(input: TwoFactorConfirmationInput): Promise<string[] | null> {
    const outcome = await capture(() => regenerate({ variables: { input } }));
    if (!('result' in outcome) || !outcome.result.data) return null;
    toast.success(REGENERATED_MESSAGE);
    return outcome.result.data.regenerateRecoveryCodes.recoveryCodes;
  }

  return { regenerateRecoveryCodes, isRegenerating: loading, failure };
}
