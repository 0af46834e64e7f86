import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { withMockedApollo } from '../testing/mockedApollo';
import { SessionsSection } from './SessionsSection';

const meta = {
  component: SessionsSection,
  decorators: [withMockedApollo()],
} satisfies Meta<typeof SessionsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
