import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Button } from '@touchline/ui-kit';
import { Field, Input } from '@touchline/ui-kit/forms';
import { FormDialog } from './FormDialog';

const meta = {
  component: FormDialog,
  parameters: { layout: 'centered' },
  // The dialog sits in the top layer; the button stands for the screen behind it.
  render: (args) => (
    <>
      <Button>Add item</Button>
      <FormDialog {...args} />
    </>
  ),
  args: {
    title: 'Add item',
    description: 'A title, and a description if it helps you remember.',
    onSubmit: () => {},
    onClose: () => {},
    values: {},
    children: (
      <Field label="Title" required>
        <Input placeholder="Premier League fixtures" />
      </Field>
    ),
  },
} satisfies Meta<typeof FormDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Saving: Story = { args: { isSaving: true } };

export const SaveFailed: Story = {
  args: { failure: 'The title is already used by another of your items.', failureTitle: 'The item was not created' },
};
