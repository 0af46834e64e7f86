import { MockedProvider } from '@apollo/client/testing/react';
import { Text } from '@touchline/ui-kit';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { sampleItems } from './fixtures';
import { ItemFormDialog } from './ItemFormDialog';

const meta = {
  title: 'Pages/Items/ItemFormDialog',
  component: ItemFormDialog,
  args: { onClose: () => undefined },
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
} satisfies Meta<typeof ItemFormDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AddItem: Story = {};

export const EditItem: Story = { args: { item: sampleItems[0] } };
