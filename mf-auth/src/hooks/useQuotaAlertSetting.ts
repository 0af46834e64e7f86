import { useMutation, useQuery } from '@apollo/client/react';
import { useMutationFeedback } from '@touchline/ui-kit';
import { graphql } from '../graphql';

// The whole state (shell-contract's `QuotaAlertStateFields`), as the shell's quota banner reads it:
// the answer has no id to be normalised by, so the reading and the change both ask for all of it.
export const QuotaAlertSettingQuery = graphql(`
  query QuotaAlertSetting {
    quotaAlerts {
      ...QuotaAlertStateFields
    }
  }
`);

export const UpdateQuotaAlertSettingsMutation = graphql(`
  mutation UpdateQuotaAlertSettings($input: QuotaAlertSettingsInput!) {
    updateQuotaAlertSettings(input: $input) {
      ...QuotaAlertStateFields
    }
  }
`);

/** Whether the account is e-mailed at 80% and 100% of its daily quota, and the change of it, saved at once. */
export function useQuotaAlertSetting() {
  const { data, loading, error, refetch } = useQuery(QuotaAlertSettingQuery, { fetchPolicy: 'cache-and-network' });
  const [update, { loading: isSaving }] = useMutation(UpdateQuotaAlertSettingsMutation, {
    update: (cache, { data: answer }) => {
      if (answer)
        cache.writeQuery({ query: QuotaAlertSettingQuery, data: { quotaAlerts: answer.updateQuotaAlertSettings } });
    },
  });
  const toastOnError = useMutationFeedback();

  const current = data?.quotaAlerts;
  // The box moves when it is ticked, not when the bff has answered; a refusal puts it back.
  const setMailEnabled = (isMailEnabled: boolean) =>
    toastOnError(
      () =>
        update({
          variables: { input: { isMailEnabled } },
          optimisticResponse: current && { updateQuotaAlertSettings: { ...current, isMailEnabled } },
        }),
      isMailEnabled ? 'Quota alert e-mails are on.' : 'Quota alert e-mails are off.',
    );

  return {
    isMailEnabled: data?.quotaAlerts.isMailEnabled,
    isLoading: loading && !data,
    error: data ? undefined : error,
    retry: () => void refetch().catch(() => undefined),
    setMailEnabled,
    isSaving,
  };
}
