import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Button } from '@touchline/ui-kit';
import { Field, Input } from '@touchline/ui-kit/forms';
import { AddOrEditDialog } from './AddOrEditDialog';

const meta = {
  component: AddOrEditDialog,
  parameters: { layout: 'centered' },
  // The dialog sits in the top layer; the button stands for the screen behind it.
  render: (args) => (
    <>
      <Button>Add item</Button>
      <AddOrEditDialog {...args} />
    </>
  ),
  args: {
    noun: 'item',
    isEditing: false,
    onSubmit: () => {},
    onClose: () => {},
    values: {},
    children: (
      <Field label="Title" required>
        <Input placeholder="Premier League fixtures" />
      </Field>
    ),
  },
} satisfies Meta<typeof AddOrEditDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Adding: Story = {};

export const Editing: Story = { args: { isEditing: true } };

export const NotCreated: Story = {
  args: { failure: 'The title is already used by another of your items.' },
};

export const ChangesNotSaved: Story = {
  args: { isEditing: true, failure: 'The title is already used by another of your items.' },
};
