import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Button } from './Button';
import { PlusIcon } from './icons';
import { Inline, Stack } from './Stack';

const meta = {
  component: Button,
  args: { children: 'Create API key', variant: 'primary', size: 'md', isLoading: false, disabled: false },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Variants: Story = {
  render: () => (
    <Stack gap={4}>
      <Inline gap={3} wrap>
        <Button>Primary</Button>
        <Button variant="secondary">Secondary</Button>
        <Button variant="ghost">Ghost</Button>
        <Button variant="danger">Revoke key</Button>
      </Inline>
      <Inline gap={3} wrap>
        <Button size="sm">Primary</Button>
        <Button size="sm" variant="secondary">
          Secondary
        </Button>
        <Button size="sm" variant="ghost">
          Ghost
        </Button>
        <Button size="sm" variant="danger">
          Revoke key
        </Button>
      </Inline>
      <Inline gap={3} wrap>
        <Button disabled>Disabled</Button>
        <Button variant="secondary" disabled>
          Disabled
        </Button>
        <Button isLoading>Saving</Button>
        <Button variant="secondary" isLoading>
          Saving
        </Button>
      </Inline>
    </Stack>
  ),
};

export const WithIcon: Story = {
  args: {
    children: (
      <>
        <PlusIcon /> New key
      </>
    ),
  },
};

export const Loading: Story = { args: { isLoading: true, children: 'Sign Up' } };

export const AsLink: Story = {
  render: () => (
    <Button as="a" href="#go-back" variant="secondary">
      Go Back
    </Button>
  ),
};
