import { MockedProvider } from '@apollo/client/testing/react';
import type { ComponentProps } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { QuotaAlertBanner, QuotaAlertsQuery } from './QuotaAlertBanner';

type Mocks = ComponentProps<typeof MockedProvider>['mocks'];

const nextMidnightUtc = () => new Date(Math.floor(Date.now() / 86_400_000 + 1) * 86_400_000).toISOString();
const state = (usedToday: number, thresholdPercent: number | null) => [
  {
    request: { query: QuotaAlertsQuery },
    result: {
      data: {
        quotaAlerts: {
          __typename: 'QuotaAlertState',
          quota: 1000,
          usedToday,
          thresholdPercent,
          resetsAt: nextMidnightUtc(),
          isMailEnabled: true,
        },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
];

const meta = {
  title: 'Layout/Quota banner',
  component: QuotaAlertBanner,
  parameters: { route: '/', mocks: state(850, 80) },
  decorators: [
    (Story, context) => (
      <MockedProvider mocks={context.parameters.mocks as Mocks}>
        <>{Story()}</>
      </MockedProvider>
    ),
  ],
} satisfies Meta<typeof QuotaAlertBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 80% of today's quota used: a warning, with the reset in the reader's time and the way to billing. */
export const EightyPercent: Story = {};

export const UsedUp: Story = { parameters: { mocks: state(1000, 100) } };
