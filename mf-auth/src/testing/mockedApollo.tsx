// Storybook helpers for screens that talk GraphQL: the shell's Apollo client is replaced by
// Apollo's MockedProvider answering the operations a story needs, and the public screens' plain
// GraphQL requests (no Apollo Client) are answered from the same mocks.
import { MockedProvider } from '@apollo/client/testing/react';
import type { RuntimeConfig, ShellServices } from '@touchline/shell-contract';
import { answerGraphQLFetches } from '@touchline/remote-devkit/testing/graphql-fetch';
import type { ComponentProps } from 'react';
import type { Decorator } from 'storybook-react-rsbuild';
import { ChangePasswordMutation } from '../hooks/useChangePassword';
import { DeleteAccountMutation } from '../hooks/useDeleteAccount';
import { ResendActivationMutation } from '../hooks/useResendActivation';
import { QuotaAlertSettingQuery, UpdateQuotaAlertSettingsMutation } from '../hooks/useQuotaAlertSetting';
import { SessionsQuery } from '../hooks/useSessions';
import { UpdateProfileMutation } from '../hooks/useUpdateProfile';
import { SettingsProfileQuery } from '../settings/profileQuery';

type Mocks = NonNullable<ComponentProps<typeof MockedProvider>['mocks']>;

export const sampleProfile = {
  __typename: 'User' as const,
  id: '6f1c1a52-7a8e-4f7c-9b0e-2f4d1c9e8a11',
  email: 'ada@example.com',
  fullName: 'Ada Lovelace',
  avatarUrl: null,
  isActive: true,
  isSuperuser: false,
  createdAt: '2026-11-02T09:30:00Z',
};

const unlimited = { maxUsageCount: Number.POSITIVE_INFINITY };

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600_000).toISOString();
const sampleSessions = [
  {
    __typename: 'Session' as const,
    id: 's-1',
    device: 'Desktop',
    browser: 'Chrome 131 on macOS',
    ipAddress: '203.0.113.7',
    signedInAt: hoursAgo(30),
    lastSeenAt: hoursAgo(0),
    isCurrent: true,
  },
  {
    __typename: 'Session' as const,
    id: 's-2',
    device: 'Mobile',
    browser: 'Safari 18 on iOS',
    ipAddress: '198.51.100.23',
    signedInAt: hoursAgo(72),
    lastSeenAt: hoursAgo(5),
    isCurrent: false,
  },
];

const sampleQuotaAlerts = (isMailEnabled: boolean) => ({
  __typename: 'QuotaAlertState' as const,
  quota: 100,
  usedToday: 37,
  thresholdPercent: null,
  resetsAt: new Date(Math.floor(Date.now() / 86_400_000 + 1) * 86_400_000).toISOString(),
  isMailEnabled,
});

/** Every settings and activation operation, answered as the bff would on success. */
export const happyMocks = (profile = sampleProfile): Mocks => [
  {
    request: { query: SettingsProfileQuery },
    result: { data: { viewer: profile, pendingEmailChange: null } },
    ...unlimited,
  },
  { request: { query: SessionsQuery }, result: { data: { sessions: sampleSessions } }, ...unlimited },
  {
    request: { query: QuotaAlertSettingQuery },
    result: { data: { quotaAlerts: sampleQuotaAlerts(true) } },
    ...unlimited,
  },
  {
    request: { query: UpdateQuotaAlertSettingsMutation, variables: () => true },
    result: ({ input }: { input: { isMailEnabled: boolean } }) => ({
      data: { updateQuotaAlertSettings: sampleQuotaAlerts(input.isMailEnabled) },
    }),
    ...unlimited,
  },
  {
    request: { query: UpdateProfileMutation, variables: () => true },
    result: ({ input }: { input: { fullName?: string | null; email?: string; avatarUrl?: string | null } }) => ({
      data: {
        updateMe: {
          __typename: 'User',
          id: profile.id,
          email: input.email ?? profile.email,
          fullName: input.fullName ?? null,
          avatarUrl: input.avatarUrl ?? null,
          isSuperuser: profile.isSuperuser,
        },
      },
    }),
    ...unlimited,
  },
  {
    request: { query: ChangePasswordMutation, variables: () => true },
    result: { data: { changePassword: { __typename: 'AccessToken', accessToken: 'storybook-token' } } },
    ...unlimited,
  },
  {
    request: { query: DeleteAccountMutation, variables: () => true },
    result: { data: { deleteMe: { __typename: 'Message', message: 'User deleted successfully' } } },
    ...unlimited,
  },
  {
    request: { query: ResendActivationMutation, variables: () => true },
    result: {
      data: {
        resendActivation: {
          __typename: 'Message',
          message: 'If that account is waiting for activation, we sent a new activation link',
        },
      },
    },
    ...unlimited,
  },
];

export function withMockedApollo(mocks: Mocks = happyMocks()): Decorator {
  return (Story) => {
    answerGraphQLFetches(mocks);
    return (
      <MockedProvider mocks={mocks}>
        <Story />
      </MockedProvider>
    );
  };
}

const storyConfig: RuntimeConfig = {
  productName: 'Touchline',
  graphqlUrl: '/graphql',
  apiBaseUrl: '/api',
  remotes: {},
  auth: { turnstileSiteKey: null, isBotCheckDisabled: true, isGoogleSignInEnabled: true },
};

/** What the shell lends a screen, without the test helpers (they would pull Testing Library in). */
export function storyShell(overrides: Partial<ShellServices> = {}): ShellServices {
  return { config: storyConfig, viewer: null, signIn: () => undefined, signOut: () => undefined, ...overrides };
}
