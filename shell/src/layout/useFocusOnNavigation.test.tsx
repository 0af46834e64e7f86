import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { CHECKLIST_NOTHING_DONE, gettingStartedMock } from '../testing/fixtures';
import { currentUserMock, renderShell } from '../testing/renderShell';

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
