import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { ActivateAccountMutation } from '../hooks/useActivateAccount';
import { happyMocks, storyShell, withMockedApollo } from '../testing/mockedApollo';
import { ActivatePage } from './ActivatePage';

const spentLink = {
  request: { query: ActivateAccountMutation, variables: () => true },
  result: { errors: [{ message: 'Invalid token', extensions: { code: 'BAD_REQUEST', status: 400 } }] },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

const meta = {
  component: ActivatePage,
  args: { search: {}, shell: storyShell() },
  decorators: [withMockedApollo([spentLink, ...happyMocks()])],
  parameters: { layout: 'fullscreen', route: '/activate' },
} satisfies Meta<typeof ActivatePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithoutToken: Story = {};

/** A used or expired link: the reason in a toast, and a way to get a new link. */
export const SpentLink: Story = { args: { search: { token: 'spent' } } };
