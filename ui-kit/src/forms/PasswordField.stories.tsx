import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { PasswordField } from './PasswordField';

const meta = {
  component: PasswordField,
  args: { label: 'New Password', required: true, autoComplete: 'new-password', defaultValue: 'correct-horse' },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Required: Story = {};

export const WithError: Story = {
  args: { label: 'Confirm Password', error: 'The passwords do not match.' },
};

export const WithHint: Story = {
  args: {
    label: 'Current Password',
    required: false,
    autoComplete: 'current-password',
    defaultValue: '',
    hint: 'Signed up with Google? Leave it empty: a sign-in from the last 10 minutes is enough.',
  },
};
