import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { CHECKLIST_NOTHING_DONE, gettingStartedMock } from '../testing/fixtures';
import { currentUserMock, renderShell } from '../testing/renderShell';
import { useFocusOnNavigation } from './useFocusOnNavigation';

const ada = () => [currentUserMock({ email: 'ada@example.com', fullName: 'Ada Lovelace' })];

describe('the focus after a navigation', () => {
  it('goes to the new screen’s heading when the control it was on went with the old screen (Log In)', async () => {
    await renderShell({ path: '/login', mocks: ada() });
    const logIn = await screen.findByRole('button', { name: 'Sign in through mf_auth' });
    logIn.focus();
    await act(async () => fireEvent.click(logIn));
    const heading = await screen.findByRole('heading', { level: 1, name: /Ada Lovelace/ });
    expect(heading).toHaveFocus();
    // Focusable from script only: no Tab stop of its own.
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('goes to a remote screen’s heading once its code has loaded, after a link inside the old screen', async () => {
    await renderShell({ path: '/', token: 't', mocks: [...ada(), gettingStartedMock(CHECKLIST_NOTHING_DONE)] });
    const card = await screen.findByRole('region', { name: 'Get started' });
    const openUsage = within(card).getByRole('link', { name: 'Open usage' });
    openUsage.focus();
    await act(async () => fireEvent.click(openUsage));
    expect(await screen.findByRole('heading', { level: 1, name: /mf_usage screen \/usage/ })).toHaveFocus();
  });

  it('stays on a sidebar link, which the navigation keeps', async () => {
    await renderShell({ path: '/', token: 't', mocks: ada() });
    await screen.findByRole('heading', { level: 1, name: /Ada Lovelace/ });
    // Hidden to queries by role: jsdom matches no media query, and the sidebar shows from md up.
    const sidebar = screen.getByLabelText('Sidebar');
    const sidebarUsage = within(sidebar).getByRole('link', { name: 'Usage', hidden: true });
    sidebarUsage.focus();
    await act(async () => fireEvent.click(sidebarUsage));
    await screen.findByRole('heading', { level: 1, name: /mf_usage screen \/usage/ });
    expect(sidebarUsage).toHaveFocus();
  });
});

describe('useFocusOnNavigation while the new screen settles', () => {
  /** A screen whose heading is drawn again once its data has come (a skeleton's, then the page's). */
  function Settling() {
    const [isLoaded, setIsLoaded] = useState(false);
    useEffect(() => {
      const timer = setTimeout(() => setIsLoaded(true), 20);
      return () => clearTimeout(timer);
    }, []);
    return (
      <main>
        <h1 key={String(isLoaded)}>{isLoaded ? 'Billing' : 'Loading billing'}</h1>
        <button type="button">Upgrade</button>
      </main>
    );
  }

  function Routed() {
    useFocusOnNavigation();
    return (
      <Routes>
        <Route path="/" element={<Link to="/billing">See plans</Link>} />
        <Route path="/billing" element={<Settling />} />
      </Routes>
    );
  }

  async function followTheLink() {
    render(
      <MemoryRouter initialEntries={['/']}>
        <Routed />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'See plans' });
    link.focus();
    await act(async () => fireEvent.click(link));
  }

  it('hands the focus to the heading drawn instead of the one it was on', async () => {
    await followTheLink();
    expect(screen.getByRole('heading', { name: 'Loading billing' })).toHaveFocus();
    expect(await screen.findByRole('heading', { name: 'Billing' })).toHaveFocus();
  });

  it('leaves the focus where the person put it meanwhile', async () => {
    await followTheLink();
    act(() => screen.getByRole('button', { name: 'Upgrade' }).focus());
    await screen.findByRole('heading', { name: 'Billing' });
    expect(screen.getByRole('button', { name: 'Upgrade' })).toHaveFocus();
  });
});
