import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen } from '@testing-library/react';
import { currentUserMock, renderShell } from '../testing/renderShell';

const ada = () => [currentUserMock({ email: 'ada@example.com', fullName: 'Ada Lovelace' })];

describe('the layout around every signed-in screen', () => {
  it('offers "Skip to content" as the first stop of the page, which moves focus into the main content', async () => {
    await renderShell({ path: '/', token: 't', mocks: ada() });
    await screen.findByRole('heading', { level: 1, name: /Ada Lovelace/ });
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    const stops = [...document.body.querySelectorAll<HTMLElement>('a[href], button')];
    expect(stops[0]).toBe(skip);
    act(() => fireEvent.click(skip));
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('greets an account "Welcome" on its first visit to the dashboard in this browser, and "Welcome back" on the next', async () => {
    window.localStorage.clear();
    const first = await renderShell({ path: '/', token: 't', mocks: ada() });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(/^Welcome, Ada Lovelace$/);
    first.unmount();
    await renderShell({ path: '/', token: 't', mocks: ada() });
    expect(await screen.findByRole('heading', { level: 1, name: /Ada Lovelace/ })).toHaveTextContent(
      /^Welcome back, Ada Lovelace$/,
    );
  });

  it('dismisses the error toasts of a screen once another one opens: a failed login does not follow to the dashboard', async () => {
    await renderShell({ path: '/login', mocks: ada() });
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Fail through mf_auth' })));
    expect(screen.getByText('mf_auth refused')).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign in through mf_auth' })));
    await screen.findByRole('heading', { level: 1, name: /Ada Lovelace/ });
    expect(screen.queryByText('mf_auth refused')).toBeNull();
  });
});
