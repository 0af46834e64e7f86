import { beforeEach, describe, expect, it } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTheme } from 'styled-components';
import { ColorModeProvider, useColorMode } from './ColorModeProvider';
import { ColorModeToggle } from './ColorModeToggle';
import { installMatchMedia } from './testUtils';

function Probe() {
  const { preference, mode, setPreference } = useColorMode();
  const theme = useTheme();
  return (
    <div>
      <p data-testid="state">
        {preference}/{mode}/{theme.name}
      </p>
      <button onClick={() => setPreference('system')}>Use system</button>
    </div>
  );
}

function renderProvider() {
  return render(
    <ColorModeProvider>
      <Probe />
      <ColorModeToggle />
    </ColorModeProvider>,
  );
}

const state = () => screen.getByTestId('state').textContent;

beforeEach(() => {
  window.localStorage.clear();
  delete document.documentElement.dataset.colorMode;
});

describe('useColorMode', () => {
  it('defaults to the system preference and follows it live', () => {
    const system = installMatchMedia(true);
    renderProvider();
    expect(state()).toBe('system/dark/dark');
    expect(document.documentElement.dataset.colorMode).toBe('dark');

    act(() => system.setDark(false));
    expect(state()).toBe('system/light/light');
    expect(document.documentElement.dataset.colorMode).toBe('light');
  });

  it("toggle switches to the explicit opposite mode and stores it under 'theme'", async () => {
    installMatchMedia(false);
    const user = userEvent.setup();
    renderProvider();

    await user.click(screen.getByRole('button', { name: 'Switch to dark mode' }));
    expect(state()).toBe('dark/dark/dark');
    expect(window.localStorage.getItem('theme')).toBe('dark');

    await user.click(screen.getByRole('button', { name: 'Switch to light mode' }));
    expect(state()).toBe('light/light/light');
    expect(window.localStorage.getItem('theme')).toBe('light');
  });

  it('starts from the stored preference and ignores the system while it is explicit', () => {
    const system = installMatchMedia(false);
    window.localStorage.setItem('theme', 'dark');
    renderProvider();
    expect(state()).toBe('dark/dark/dark');
    act(() => system.setDark(false));
    expect(state()).toBe('dark/dark/dark');
  });

  it("stores 'system' when the user goes back to the system setting", async () => {
    installMatchMedia(true);
    window.localStorage.setItem('theme', 'light');
    const user = userEvent.setup();
    renderProvider();
    await user.click(screen.getByRole('button', { name: 'Use system' }));
    expect(window.localStorage.getItem('theme')).toBe('system');
    expect(state()).toBe('system/dark/dark');
  });

  it('ignores a stored value it does not know', () => {
    installMatchMedia(false);
    window.localStorage.setItem('theme', 'sepia');
    renderProvider();
    expect(state()).toBe('system/light/light');
  });

  it('can be controlled from outside without touching storage', () => {
    installMatchMedia(false);
    render(
      <ColorModeProvider preference="dark">
        <Probe />
      </ColorModeProvider>,
    );
    expect(state()).toBe('dark/dark/dark');
    expect(window.localStorage.getItem('theme')).toBeNull();
  });
});
