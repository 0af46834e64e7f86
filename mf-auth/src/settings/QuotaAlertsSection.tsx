import { Checkbox } from '@touchline/ui-kit/forms';
import { LoadError, Skeleton, Stack, Text } from '@touchline/ui-kit';
import { useQuotaAlertSetting } from '../hooks/useQuotaAlertSetting';
import { SettingsSection } from './SettingsSection';

/** "Quota alerts", on the Notifications tab: the e-mails at 80% and 100% of the daily quota, on or off; saved as it is ticked. */
export function QuotaAlertsSection() {
  const { isMailEnabled, isLoading, error, retry, setMailEnabled, isSaving } = useQuotaAlertSetting();
  return (
    <SettingsSection
      title="Quota alerts"
      description="An e-mail when your account has used 80% of its daily API quota, and another when it has used all of it (each at most once a day). The dashboard shows a banner either way."
    >
      {isMailEnabled !== undefined ? (
        <Stack gap={2}>
          <Checkbox
            label="E-mail me at 80% and 100% of my daily quota"
            checked={isMailEnabled}
            // Busy, not disabled: a disabled box would drop the keyboard focus to <body>. While it
            // saves, a second change is ignored (the box is controlled, so it stays as saved).
            aria-disabled={isSaving || undefined}
            onChange={(event) => {
              if (!isSaving) void setMailEnabled(event.currentTarget.checked);
            }}
          />
          <Text size="sm" tone="muted">
            The quota resets at 00:00 UTC.
          </Text>
        </Stack>
      ) : isLoading ? (
        <Stack gap={2} aria-busy="true" aria-label="Loading your quota alert setting">
          <Skeleton width="20rem" />
        </Stack>
      ) : (
        <LoadError title="Your quota alert setting could not be loaded" error={error} onRetry={retry} />
      )}
    </SettingsSection>
  );
}
