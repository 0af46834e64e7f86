import { useState } from 'react';
import { styled } from 'styled-components';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Button } from './Button';
import { Drawer } from './Drawer';
import { ChartIcon, CreditCardIcon, HomeIcon, KeyIcon, LogOutIcon, SettingsIcon, TerminalIcon } from './icons';
import { Logo } from './Logo';
import { Stack } from './Stack';
import { Text } from './Text';

const meta = {
  component: Drawer,
  parameters: { layout: 'fullscreen' },
  args: { isOpen: true, onClose: () => {}, title: 'Menu' },
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

const nav = [
  { label: 'Dashboard', icon: HomeIcon, isActive: true },
  { label: 'API Keys', icon: KeyIcon },
  { label: 'API Explorer', icon: TerminalIcon },
  { label: 'Usage', icon: ChartIcon },
  { label: 'Billing', icon: CreditCardIcon },
  { label: 'Settings', icon: SettingsIcon },
];

const NavLinkRoot = styled.a`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primarySubtle};
    color: ${({ theme }) => theme.colors.primarySubtleText};
  }
`;

function NavLink({ label, icon: Icon, isActive }: (typeof nav)[number]) {
  return (
    <NavLinkRoot href={`#${label}`} aria-current={isActive ? 'page' : undefined}>
      <Icon size={16} />
      {label}
    </NavLinkRoot>
  );
}

function DrawerDemo() {
  const [isOpen, setIsOpen] = useState(true);
  return (
    <div style={{ padding: 16 }}>
      <Button variant="secondary" onClick={() => setIsOpen(true)}>
        Open menu
      </Button>
      <Drawer
        isOpen={isOpen}
        onClose={() => setIsOpen(false)}
        title={<Logo size={24} />}
        footer={
          <Stack gap={3}>
            <Text size="sm" tone="muted">
              Logged in as: jane@example.com
            </Text>
            <Button variant="secondary" size="sm">
              <LogOutIcon /> Log Out
            </Button>
          </Stack>
        }
      >
        <Stack gap={1} as="nav" aria-label="Main">
          {nav.map((item) => (
            <NavLink key={item.label} {...item} />
          ))}
        </Stack>
      </Drawer>
    </div>
  );
}

export const SidebarOnSmallScreens: Story = {
  render: () => <DrawerDemo />,
  parameters: { viewport: { defaultViewport: 'mobile2' } },
};
