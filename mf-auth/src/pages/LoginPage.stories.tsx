import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { storyShell, withMockedApollo } from '../testing/mockedApollo';
import { LoginPage } from './LoginPage';

const meta = {
  component: LoginPage,
  args: { search: {}, shell: storyShell() },
  decorators: [withMockedApollo([])],
  parameters: { layout: 'fullscreen', route: '/login' },
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Where the bff sends the browser after a failed Google sign-in. */
export const AfterFailedGoogleSignIn: Story = {
  parameters: { route: `/login?error=${encodeURIComponent('Google sign-in was cancelled')}` },
};
