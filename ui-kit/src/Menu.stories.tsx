import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { userEvent, within } from 'storybook/test';
import { Avatar } from './Avatar';
import { LogOutIcon, UserIcon } from './icons';
import { Menu, MenuItem, MenuLabel, MenuSeparator } from './Menu';

const meta = {
  component: Menu,
  parameters: { layout: 'padded' },
  args: {
    align: 'start',
    trigger: (
      <>
        <Avatar name="Jane Doe" size="sm" isDecorative />
        Jane Doe
      </>
    ),
    label: 'Account menu for Jane Doe',
    children: (
      <>
        <MenuLabel>jane@example.com</MenuLabel>
        <MenuItem icon={<UserIcon />} onSelect={() => {}}>
          My Profile
        </MenuItem>
        <MenuSeparator />
        <MenuItem icon={<LogOutIcon />} onSelect={() => {}}>
          Log Out
        </MenuItem>
      </>
    ),
  },
  decorators: [(Story) => <div style={{ minHeight: 220 }}>{Story()}</div>],
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UserMenu: Story = {};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /account menu/i }));
  },
};

export const WithDangerItem: Story = {
  args: {
    trigger: 'Actions',
    label: undefined,
    triggerVariant: 'secondary',
    children: (
      <>
        <MenuItem onSelect={() => {}}>Rename</MenuItem>
        <MenuItem onSelect={() => {}}>Copy prefix</MenuItem>
        <MenuItem isDisabled>Rotate (soon)</MenuItem>
        <MenuSeparator />
        <MenuItem tone="danger" onSelect={() => {}}>
          Revoke key
        </MenuItem>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /actions/i }));
  },
};
