import { useQuery } from '@apollo/client/react';
import type { RouteProps } from '@touchline/shell-contract';
import {
  Avatar,
  Badge,
  Button,
  Card,
  CardBody,
  CardDescription,
  CardHeader,
  CardTitle,
  Heading,
  Inline,
  Skeleton,
  Stack,
  Text,
  useColorMode,
  type ColorModePreference,
} from '@touchline/ui-kit';
import { styled } from 'styled-components';
import { ComingSoon } from '../components/ComingSoon';
import { graphql } from '../graphql';

export const SettingsProfileQuery = graphql(`
  query SettingsProfile {
    viewer {
      id
      email
      fullName
      avatarUrl
      isActive
      isSuperuser
      createdAt
    }
  }
`);

const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(7rem, max-content) 1fr;
  gap: ${({ theme }) => `${theme.space[3]} ${theme.space[6]}`};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

const preferences: { value: ColorModePreference; label: string }[] = [
  { value: 'system', label: 'System' },
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
];

const memberSince = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'long', day: 'numeric' }).format(new Date(iso));

function Profile() {
  const { data, loading } = useQuery(SettingsProfileQuery);
  const viewer = data?.viewer;
  if (loading && !viewer) {
    return (
      <Stack gap={3}>
        <Skeleton width="40%" />
        <Skeleton width="60%" />
        <Skeleton width="30%" />
      </Stack>
    );
  }
  if (!viewer) return <Text tone="muted">Your profile could not be read. Reload the page to try again.</Text>;
  return (
    <Stack gap={5}>
      <Inline gap={3}>
        <Avatar name={viewer.fullName || viewer.email} src={viewer.avatarUrl} size="lg" isDecorative />
        <Stack gap={0.5}>
          <Text weight="semibold">{viewer.fullName || 'No name yet'}</Text>
          <Text tone="muted" size="sm">
            {viewer.email}
          </Text>
        </Stack>
      </Inline>
      <Facts>
        <dt>Full name</dt>
        <dd>{viewer.fullName || '—'}</dd>
        <dt>Email</dt>
        <dd>{viewer.email}</dd>
        <dt>Role</dt>
        <dd>{viewer.isSuperuser ? <Badge tone="primary">Superuser</Badge> : <Badge>User</Badge>}</dd>
        <dt>Status</dt>
        <dd>{viewer.isActive ? <Badge tone="success">Active</Badge> : <Badge tone="warning">Not activated</Badge>}</dd>
        <dt>Member since</dt>
        <dd>{memberSince(viewer.createdAt)}</dd>
      </Facts>
    </Stack>
  );
}

function Appearance() {
  const { preference, setPreference } = useColorMode();
  return (
    <Inline gap={2} wrap role="group" aria-label="Colour mode">
      {preferences.map(({ value, label }) => (
        <Button
          key={value}
          type="button"
          size="sm"
          variant={preference === value ? 'primary' : 'secondary'}
          aria-pressed={preference === value}
          onClick={() => setPreference(value)}
        >
          {label}
        </Button>
      ))}
    </Inline>
  );
}

export function SettingsPage(_: RouteProps<'/settings'>) {
  return (
    <Stack gap={6}>
      <Stack gap={1}>
        <Heading level={1}>User Settings</Heading>
        <Text tone="muted">Your profile, password and how the dashboard looks.</Text>
      </Stack>

      <Card>
        <CardHeader>
          <div>
            <CardTitle>My profile</CardTitle>
            <CardDescription>The details your account is known by.</CardDescription>
          </div>
        </CardHeader>
        <CardBody>
          <Profile />
        </CardBody>
      </Card>

      <Card>
        <CardHeader>
          <div>
            <CardTitle>Appearance</CardTitle>
            <CardDescription>Follow your system setting, or always use light or dark.</CardDescription>
          </div>
        </CardHeader>
        <CardBody>
          <Appearance />
        </CardBody>
      </Card>

      <Card>
        <CardHeader>
          <div>
            <CardTitle>Password</CardTitle>
            <CardDescription>Change the password you log in with.</CardDescription>
          </div>
        </CardHeader>
        <CardBody>
          <ComingSoon>Editing your name and e-mail and changing your password arrive on this page next.</ComingSoon>
        </CardBody>
      </Card>

      <Card>
        <CardHeader>
          <div>
            <CardTitle>Delete account</CardTitle>
            <CardDescription>Removes your account together with its items and API keys.</CardDescription>
          </div>
        </CardHeader>
        <CardBody>
          <ComingSoon>Self-service account deletion is on its way.</ComingSoon>
        </CardBody>
      </Card>
    </Stack>
  );
}
