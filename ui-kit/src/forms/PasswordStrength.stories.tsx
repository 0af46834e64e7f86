import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Field } from './Field';
import { PasswordInput } from './PasswordInput';
import { PasswordStrength } from './PasswordStrength';
import { Stack } from '@touchline/ui-kit';

const meta = {
  component: PasswordStrength,
  args: { password: 'Correct-Horse-42' },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof PasswordStrength>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Levels: Story = {
  render: () => (
    <Stack gap={5}>
      <PasswordStrength password="" />
      <PasswordStrength password="pass" />
      <PasswordStrength password="password123" />
      <PasswordStrength password="Correct-Horse-42" />
      <PasswordStrength password="Correct-Horse-Battery-42!" />
    </Stack>
  ),
};

function Interactive() {
  const [password, setPassword] = useState('');
  return (
    <Stack gap={2}>
      <Field label="Password" hint="At least 8 characters.">
        <PasswordInput value={password} onChange={(event) => setPassword(event.target.value)} />
      </Field>
      <PasswordStrength password={password} />
    </Stack>
  );
}

export const WithInput: Story = { render: () => <Interactive /> };
