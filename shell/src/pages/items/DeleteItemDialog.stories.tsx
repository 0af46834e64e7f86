import { MockedProvider } from '@apollo/client/testing/react';
import { Text } from '@touchline/ui-kit';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { DeleteItemDialog } from './DeleteItemDialog';
import { sampleItems } from './fixtures';

const meta = {
  title: 'Pages/Items/DeleteItemDialog',
  component: DeleteItemDialog,
  args: { item: sampleItems[0], onClose: () => undefined },
  decorators: [
    (Story) => (
      <MockedProvider mocks={[]}>
        <>
          <Text tone="muted">Items</Text>
          {Story()}
        </>
      </MockedProvider>
    ),
  ],
} satisfies Meta<typeof DeleteItemDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Confirm: Story = {};
