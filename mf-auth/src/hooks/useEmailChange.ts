import { useMutation } from '@apollo/client/react';
import { useGraphQLMutation } from '@touchline/remote-devkit/graphql-request';
import { useMutationFeedback, useToast } from '@touchline/ui-kit';
import { useCallback } from 'react';
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

export const ConfirmEmailChangeMutation = graphql(`
  mutation ConfirmEmailChange($token: String!) {
    confirmEmailChange(token: $token) {
      email
    }
  }
`);

export const CancelEmailChangeByLinkMutation = graphql(`
  mutation CancelEmailChangeByLink($token: String!) {
    cancelEmailChangeByLink(token: $token) {
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
    toast.success(`We sent a link to ${outcome.result.data.changeEmail.newEmail}. Your e-mail changes once you open it.`);
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

  return { requestChange, resendLink, cancelChange, failure, isRequesting, isBusy: isRequesting || isResending || isCancelling };
}

/** The mailed links' screens, which may be opened signed out: plain requests, as activation's. A refusal is explained by the page. */
export function useEmailChangeLink(graphqlUrl: string, kind: 'confirm' | 'cancel') {
  const [confirm] = useGraphQLMutation(graphqlUrl, ConfirmEmailChangeMutation);
  const [cancel] = useGraphQLMutation(graphqlUrl, CancelEmailChangeByLinkMutation);
  const { capture } = useFailureFeedback();
  return useCallback(
    async (token: string): Promise<{ ok: true } | { ok: false; reason: string }> => {
      const run = async (): Promise<unknown> => (kind === 'confirm' ? (await confirm({ variables: { token } })).data : (await cancel({ variables: { token } })).data);
      const outcome = await capture(run, () => 'explained');
      if ('failure' in outcome) return { ok: false, reason: outcome.failure };
      return outcome.result ? { ok: true } : { ok: false, reason: 'Invalid token' };
    },
    [kind, confirm, cancel, capture],
  );
}
