import { describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Menu, MenuItem, MenuSeparator } from './Menu';
import { renderWithTheme } from './testUtils';

function renderMenu() {
  const onProfile = jest.fn();
  const onLogOut = jest.fn();
  renderWithTheme(
    <>
      <Menu trigger="Jane Doe" label="Account menu">
        <MenuItem onSelect={onProfile}>My Profile</MenuItem>
        <MenuItem isDisabled>Billing</MenuItem>
        <MenuItem href="https://docs.example.com">Docs</MenuItem>
        <MenuSeparator />
        <MenuItem onSelect={onLogOut}>Log Out</MenuItem>
      </Menu>
      <p>Outside</p>
    </>,
  );
  return {
    onProfile,
    onLogOut,
    user: userEvent.setup(),
    trigger: screen.getByRole('button', { name: 'Account menu' }),
  };
}

describe('Menu', () => {
  it('opens from the keyboard with ArrowDown on the first item and ArrowUp on the last', async () => {
    const { user, trigger } = renderMenu();
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menu')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'My Profile' })).toHaveFocus();

    await user.keyboard('{Escape}');
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Log Out' })).toHaveFocus();
  });

  it('moves with ArrowDown/ArrowUp (wrapping, skipping disabled items) and jumps with Home/End', async () => {
    const { user } = renderMenu();
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    const profile = screen.getByRole('menuitem', { name: 'My Profile' });
    const docs = screen.getByRole('menuitem', { name: 'Docs' });
    const logOut = screen.getByRole('menuitem', { name: 'Log Out' });
    expect(profile).toHaveFocus();

    await user.keyboard('{ArrowDown}');
    expect(docs).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(logOut).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(profile).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(logOut).toHaveFocus();
    await user.keyboard('{Home}');
    expect(profile).toHaveFocus();
    await user.keyboard('{End}');
    expect(logOut).toHaveFocus();
  });

  it('activates the focused item with Enter or Space, closes, and returns focus to the button', async () => {
    const { user, onProfile, onLogOut, trigger } = renderMenu();
    trigger.focus();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onProfile).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();

    await user.keyboard('{ArrowUp}[Space]');
    expect(onLogOut).toHaveBeenCalledTimes(1);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape without selecting and gives focus back to the button', async () => {
    const { user, onProfile, trigger } = renderMenu();
    await user.click(trigger);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    expect(onProfile).not.toHaveBeenCalled();
  });

  it('closes on a click outside', async () => {
    const { user, trigger } = renderMenu();
    await user.click(trigger);
    await user.click(screen.getByText('Outside'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('does not run a disabled item', async () => {
    const { user, trigger } = renderMenu();
    await user.click(trigger);
    await user.click(screen.getByRole('menuitem', { name: 'Billing' }));
    expect(screen.getByRole('menu')).toBeInTheDocument();
  });

  it('renders link items as real links', async () => {
    const { user, trigger } = renderMenu();
    await user.click(trigger);
    expect(screen.getByRole('menuitem', { name: 'Docs' })).toHaveAttribute('href', 'https://docs.example.com');
  });
});
