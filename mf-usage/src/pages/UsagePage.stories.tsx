import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { accountsMock, adminViewer, emptySummary, storyShell, usageMocks } from '../testing/fixtures';
import { apolloAnswering } from '@touchline/remote-devkit/testing/story-apollo';
import { UsagePage } from './UsagePage';

const meta = {
  component: UsagePage,
  parameters: { layout: 'padded', route: '/usage' },
  args: { search: {}, shell: storyShell() },
} satisfies Meta<typeof UsagePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A busy account: the cards, the chart (hover it), the top endpoints and every key. */
export const WithUsage: Story = {
  decorators: [apolloAnswering(usageMocks())],
};

/** A superuser picks whose usage to see, the whole platform included. */
export const Superuser: Story = {
  args: { shell: storyShell(adminViewer) },
  decorators: [apolloAnswering([...usageMocks(), accountsMock()])],
};

/** Keys but no calls in the window: the way to the API keys screen. */
export const NoCalls: Story = {
  decorators: [apolloAnswering(usageMocks({ summary: emptySummary(), endpoints: [] }))],
};

/** A new account without keys. */
export const NoKeys: Story = {
  decorators: [apolloAnswering(usageMocks({ summary: emptySummary(), endpoints: [], keys: [] }))],
};

export const Loading: Story = {
  decorators: [apolloAnswering(usageMocks({ delay: Number.POSITIVE_INFINITY }))],
};

export const LoadError: Story = {
  decorators: [
    apolloAnswering(usageMocks({ pageError: { message: 'The usage service is not answering right now.' } })),
  ],
};

/** The API refused the time series (422); the cards still show. */
export const ChartRefused: Story = {
  decorators: [
    apolloAnswering(
      usageMocks({
        chartError: {
          message: 'Validation Error',
          extensions: { status: 422, detail: [{ msg: 'The range holds more than 1500 minute buckets' }] },
        },
      }),
    ),
  ],
};
