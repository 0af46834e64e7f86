import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { emptySummary, storyShell, widgetMock } from '../testing/fixtures';
import { StoryApollo } from '@touchline/remote-devkit/testing/story-apollo';
import { UsageWidget } from './UsageWidget';

const meta = {
  component: UsageWidget,
  args: { shell: storyShell() },
  decorators: [(Story) => <div style={{ maxWidth: '22rem' }}>{Story()}</div>],
} satisfies Meta<typeof UsageWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithCalls: Story = {
  decorators: [(Story) => <StoryApollo mocks={[widgetMock()]}>{Story()}</StoryApollo>],
};

export const NoCallsYet: Story = {
  decorators: [
    (Story) => (
      <StoryApollo mocks={[widgetMock({ hourly: Array(24).fill(0), summary: emptySummary() })]}>{Story()}</StoryApollo>
    ),
  ],
};

export const Loading: Story = {
  decorators: [
    (Story) => <StoryApollo mocks={[widgetMock({ delay: Number.POSITIVE_INFINITY })]}>{Story()}</StoryApollo>,
  ],
};

export const LoadError: Story = {
  decorators: [
    (Story) => <StoryApollo mocks={[widgetMock({ error: new Error('Failed to fetch') })]}>{Story()}</StoryApollo>,
  ],
};
