import { useMutation } from '@apollo/client/react';
import { useMutationFeedback, useToast } from '@touchline/ui-kit';
import { graphql } from '../graphql';
import { SettingsProfileQuery } from '../settings/profileQuery';
import { useFailureFeedback } from './useFailureFeedback';

export const ChangeEmailMutation = graphql(`
  mutation ChangeEmail($input: ChangeEmailInput!) {
    changeEmail(input: $input) {
      newEmail
      expiresAt
    }
  }
`);

const ResendEmailChangeMutation = graphql(`
  mutation ResendEmailChange {
    resendEmailChange {
      newEmail
      expiresAt
    }
  }
`);

export const CancelEmailChangeMutation = graphql(`
  mutation CancelEmailChange {
    cancelEmailChange {
      message
    }
  }
`);

const refetchProfile = { refetchQueries: [SettingsProfileQuery], awaitRefetchQueries: true };

/**
 * The pending change of the settings screen: asking for one (the server wants the current password,
 * or a recent sign-in without one), sending its link again, withdrawing it. Each refetches the
 * profile, whose `pendingEmailChange` the screen shows. A refused request is `failure`, shown
 * beside the form as the password form does.
 */
export function useEmailChange() {
  const [request, { loading: isRequesting }] = useMutation(ChangeEmailMutation, refetchProfile);
  const [resend, { loading: isResending }] = useMutation(ResendEmailChangeMutation, refetchProfile);
  const [cancel, { loading: isCancelling }] = useMutation(CancelEmailChangeMutation, refetchProfile);
  const toast = useToast();
  const toastOnError = useMutationFeedback();
  const { failure, capture } = useFailureFeedback();

  async function requestChange(newEmail: string, currentPassword: string): Promise<boolean> {
    const input = { newEmail, ...(currentPassword ? { currentPassword } : {}) };
    const outcome = await capture(() => request({ variables: { input } }));
    if ('failure' in outcome || !outcome.result.data) return false;
    toast.success(
      `We sent a link to ${outcome.result.data.changeEmail.newEmail}. Your e-mail changes once you open it.`,
    );
    return true;
  }

  async function resendLink(): Promise<void> {
    const result = await toastOnError(() => resend());
    if (result?.data) toast.success(`We sent a new link to ${result.data.resendEmailChange.newEmail}.`);
  }

  async function cancelChange(): Promise<void> {
    const result = await toastOnError(() => cancel());
    if (result?.data) toast.success(`${result.data.cancelEmailChange.message}.`);
  }

  return {
    requestChange,
    resendLink,
    cancelChange,
    failure,
    isRequesting,
    isBusy: isRequesting || isResending || isCancelling,
  };
}
