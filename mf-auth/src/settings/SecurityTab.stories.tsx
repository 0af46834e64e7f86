import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { withMockedApollo } from '../testing/mockedApollo';
import { SecurityTab } from './SecurityTab';

const meta = {
  component: SecurityTab,
  decorators: [withMockedApollo()],
} satisfies Meta<typeof SecurityTab>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
