import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { storyShell, withMockedApollo } from '../testing/mockedApollo';
import { SettingsPage } from './SettingsPage';

const meta = {
  component: SettingsPage,
  args: { search: {}, shell: storyShell() },
  decorators: [withMockedApollo(), (Story) => <div style={{ maxWidth: 880 }}>{Story()}</div>],
  parameters: { route: '/settings' },
} satisfies Meta<typeof SettingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
