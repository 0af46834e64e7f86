import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import {
  activeStatus,
  cancellingStatus,
  freeStatus,
  pastDueStatus,
  storyShell,
  unconfiguredStatus,
  widgetMock,
} from '../testing/fixtures';
import { apolloAnswering } from '@touchline/remote-devkit/testing/story-apollo';
import { PlanWidget } from './PlanWidget';

const meta = {
  component: PlanWidget,
  args: { shell: storyShell() },
  decorators: [(Story) => <div style={{ maxWidth: '22rem' }}>{Story()}</div>],
} satisfies Meta<typeof PlanWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

const answering = (mock: ReturnType<typeof widgetMock>): Story['decorators'] => [apolloAnswering([mock])];

export const Free: Story = { decorators: answering(widgetMock(freeStatus({ quotaUsedToday: 85 }))) };
export const Active: Story = { decorators: answering(widgetMock(activeStatus())) };
export const PastDue: Story = { decorators: answering(widgetMock(pastDueStatus())) };
export const Cancelling: Story = { decorators: answering(widgetMock(cancellingStatus())) };
export const Unconfigured: Story = { decorators: answering(widgetMock(unconfiguredStatus())) };
export const Loading: Story = { decorators: answering(widgetMock(freeStatus(), { delay: Number.POSITIVE_INFINITY })) };
export const LoadError: Story = {
  decorators: answering(widgetMock(freeStatus(), { error: new Error('Failed to fetch') })),
};
