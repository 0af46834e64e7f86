import { useQuery } from '@apollo/client/react';
import { recordApolloIdentities } from '@touchline/remote-devkit/probe';
import { settingsHref, type RouteProps, type SettingsTab } from '@touchline/shell-contract';
import { Button, Card, CardBody, Heading, Stack, Text, useRefetchWhenVisible } from '@touchline/ui-kit';
import { Tabs, type TabItem } from '@touchline/ui-kit/tabs';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { AppearanceTab } from '../settings/AppearanceTab';
import { DangerZoneTab } from '../settings/DangerZoneTab';
import { PasswordTab } from '../settings/PasswordTab';
import { EmailSection } from '../settings/EmailSection';
import { LoadingCard } from '../settings/LoadingCard';
import { ProfileTab } from '../settings/ProfileTab';
import { QuotaAlertsSection } from '../settings/QuotaAlertsSection';
import { SessionsSection } from '../settings/SessionsSection';
import { TwoFactorSection } from '../settings/TwoFactorSection';
import { SettingsProfileQuery } from '../settings/profileQuery';

export { SettingsProfileQuery };

// mf-auth's singleton probe holds Apollo Client from here on (its public screens load none).
recordApolloIdentities();

/** /settings: My profile (with the e-mail address), Password, Security (two-factor sign-in and sessions), Notifications (quota alerts), Appearance and Danger zone, as tabs. */
export function SettingsPage({ search, shell }: RouteProps<'/settings'>) {
  // The tab is the address's (`?tab=`): a reload keeps it, an e-mail's link opens it, and a tab
  // chosen here is a navigation, which the shell renders with the new address (as Admin's page).
  const selected = search.tab ?? 'profile';
  const navigate = useNavigate();
  const select = (tab: SettingsTab) => void navigate(settingsHref(tab), { replace: true });
  const { data, loading, refetch } = useQuery(SettingsProfileQuery);
  const profile = data?.viewer;
  // Another tab may have changed the account meanwhile (opened the link that confirms an e-mail
  // change, say): read again when this one is looked at again, not still "pending" until a reload.
  useRefetchWhenVisible(refetch);

  const needsProfile = (render: (p: NonNullable<typeof profile>) => ReactNode) => {
    if (profile) return render(profile);
    if (loading) return <LoadingCard label="Loading your profile" lineWidths={['40%', '60%', '30%']} />;
    return (
      <Card>
        <CardBody>
          <Stack gap={3} align="start">
            <Text tone="muted">Your profile could not be read.</Text>
            <Button size="sm" variant="secondary" onClick={() => void refetch()}>
              Try again
            </Button>
          </Stack>
        </CardBody>
      </Card>
    );
  };

  const tabs: TabItem<SettingsTab>[] = [
    {
      id: 'profile',
      label: 'My profile',
      panel: needsProfile((p) => (
        <Stack gap={6}>
          <ProfileTab key={p.id} profile={p} />
          <EmailSection email={p.email} pending={data?.pendingEmailChange ?? null} />
        </Stack>
      )),
    },
    { id: 'password', label: 'Password', panel: <PasswordTab /> },
    {
      id: 'security',
      label: 'Security',
      panel: (
        <Stack gap={6}>
          <TwoFactorSection />
          <SessionsSection />
        </Stack>
      ),
    },
    { id: 'notifications', label: 'Notifications', panel: <QuotaAlertsSection /> },
    { id: 'appearance', label: 'Appearance', panel: <AppearanceTab /> },
    {
      id: 'danger',
      label: 'Danger zone',
      tone: 'danger',
      panel: needsProfile((p) => <DangerZoneTab isSuperuser={p.isSuperuser} onDeleted={shell.signOut} />),
    },
  ];

  return (
    <Stack gap={6}>
      <Stack gap={1}>
        <Heading level={1}>User Settings</Heading>
        <Text tone="muted">
          Your profile, password, sign-in security, where you are signed in, quota alerts and how the dashboard looks.
        </Text>
      </Stack>
      <Tabs label="Settings" tabs={tabs} selected={selected} onSelect={select} />
    </Stack>
  );
}
