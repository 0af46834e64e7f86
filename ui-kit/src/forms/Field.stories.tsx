import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Button, Card, CardBody, Heading, Stack, Text } from '@touchline/ui-kit';
import { Field } from './Field';
import { Input } from './Input';
import { PasswordInput } from './PasswordInput';

const meta = {
  component: Field,
  args: {
    label: 'Email',
    hint: 'We send the activation link here.',
    children: <Input type="email" placeholder="jane@example.com" />,
  },
  decorators: [(Story) => <div style={{ maxWidth: 380 }}>{Story()}</div>],
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithHint: Story = {};

export const WithError: Story = {
  args: {
    label: 'Email',
    hint: undefined,
    error: 'Invalid email address',
    children: <Input type="email" defaultValue="jane@" />,
  },
};

export const LabelAction: Story = {
  args: {
    label: 'Password',
    hint: undefined,
    labelAction: (
      <Text as="a" size="sm" href="#recover" style={{ textDecoration: 'none', color: 'inherit' }}>
        Forgot password?
      </Text>
    ),
    children: <PasswordInput />,
  },
};

export const SignupForm: Story = {
  render: () => (
    <Card>
      <CardBody>
        <Stack gap={5} as="form" onSubmit={(event) => event.preventDefault()}>
          <Stack gap={1}>
            <Heading level={1} size="lg">
              Create your account
            </Heading>
            <Text tone="muted">Start calling live scores and transfers in minutes.</Text>
          </Stack>
          <Field label="Full Name" required>
            <Input autoComplete="name" defaultValue="Jane Doe" minLength={3} />
          </Field>
          <Field label="Email" required error="The user with this email already exists in the system">
            <Input type="email" autoComplete="email" defaultValue="jane@example.com" />
          </Field>
          <Field label="Password" required hint="At least 8 characters.">
            <PasswordInput autoComplete="new-password" />
          </Field>
          <Field label="Confirm Password" required>
            <PasswordInput autoComplete="new-password" />
          </Field>
          <Button type="submit" fullWidth>
            Sign Up
          </Button>
        </Stack>
      </CardBody>
    </Card>
  ),
};
