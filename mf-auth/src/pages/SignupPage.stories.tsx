import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { storyShell, withMockedApollo } from '../testing/mockedApollo';
import { SignupPage } from './SignupPage';

const meta = {
  component: SignupPage,
  args: { search: {}, shell: storyShell() },
  decorators: [withMockedApollo([])],
  parameters: { layout: 'fullscreen', route: '/signup' },
} satisfies Meta<typeof SignupPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** With BOT_CHECK_DISABLED (development): the widget is replaced by a labelled pass. */
export const BotCheckSwitchedOff: Story = {};
