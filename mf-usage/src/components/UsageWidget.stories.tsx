import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { emptySummary, storyShell, widgetMock } from '../testing/fixtures';
import { apolloAnswering } from '@touchline/remote-devkit/testing/story-apollo';
import { UsageWidget } from './UsageWidget';

const meta = {
  component: UsageWidget,
  args: { shell: storyShell() },
  decorators: [(Story) => <div style={{ maxWidth: '22rem' }}>{Story()}</div>],
} satisfies Meta<typeof UsageWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithCalls: Story = {
  decorators: [apolloAnswering([widgetMock()])],
};

export const NoCallsYet: Story = {
  decorators: [apolloAnswering([widgetMock({ hourly: Array(24).fill(0), summary: emptySummary() })])],
};

export const Loading: Story = {
  decorators: [apolloAnswering([widgetMock({ delay: Number.POSITIVE_INFINITY })])],
};

export const LoadError: Story = {
  decorators: [apolloAnswering([widgetMock({ error: new Error('Failed to fetch') })])],
};
