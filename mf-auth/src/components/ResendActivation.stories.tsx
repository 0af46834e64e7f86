import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { withMockedApollo } from '../testing/mockedApollo';
import { ResendActivation } from './ResendActivation';

const meta = {
  component: ResendActivation,
  args: { graphqlUrl: '/graphql' },
  decorators: [withMockedApollo(), (Story) => <div style={{ maxWidth: 380 }}>{Story()}</div>],
} satisfies Meta<typeof ResendActivation>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
