import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Field } from './Field';
import { PasswordInput } from './PasswordInput';

const meta = {
  component: PasswordInput,
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof PasswordInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InAField: Story = {
  render: () => (
    <Field label="Password" required>
      <PasswordInput defaultValue="correct-horse" autoComplete="new-password" />
    </Field>
  ),
};

/** Two password fields in one form: each toggle is named after its field ("Show Confirm Password"). */
export const TwoFieldsInAForm: Story = {
  render: () => (
    <form style={{ display: 'grid', gap: 16 }}>
      <Field label="Password" required>
        <PasswordInput fieldLabel="Password" autoComplete="new-password" />
      </Field>
      <Field label="Confirm Password" required>
        <PasswordInput fieldLabel="Confirm Password" autoComplete="new-password" />
      </Field>
    </form>
  ),
};
