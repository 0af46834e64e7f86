import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { withMockedApollo } from '../testing/mockedApollo';
import { PasswordTab } from './PasswordTab';

const meta = {
  component: PasswordTab,
  decorators: [withMockedApollo()],
} satisfies Meta<typeof PasswordTab>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
