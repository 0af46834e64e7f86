import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { providerStatus, statusMock, transfermarktDown } from '../testing/providerStatusFixtures';
import { apolloAnswering } from '@touchline/remote-devkit/testing/story-apollo';
import { storyShell } from '../testing/storyMocks';
import { ProviderStatusPage } from './ProviderStatusPage';

const meta = {
  component: ProviderStatusPage,
  parameters: { layout: 'padded', route: '/status' },
  args: { search: {}, shell: storyShell },
} satisfies Meta<typeof ProviderStatusPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Both providers answering. */
export const Operational: Story = {
  decorators: [apolloAnswering([statusMock()])],
};

/** Transfermarkt refusing connections: its breaker open, the page says so above the table. */
export const ProviderDown: Story = {
  decorators: [apolloAnswering([statusMock([providerStatus('flashscore'), transfermarktDown()])])],
};
