import { useQuery } from '@apollo/client/react';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderRemote, testShell } from '@touchline/remote-devkit/testing';
import type { TypedDocumentNode } from '@apollo/client';
import { parseSearch, type ShellServices, type Viewer } from '@touchline/shell-contract';
import { concatAST, parse } from 'graphql';
import { useLocation } from 'react-router';
import { ViewerFieldsFragmentDoc } from '../graphql/graphql';
import { CancelEmailChangeMutation, ChangeEmailMutation } from '../hooks/useEmailChange';
import { UpdateProfileMutation } from '../hooks/useUpdateProfile';
import { SettingsPage, SettingsProfileQuery } from './SettingsPage';

/**
 * The shell's own query (shell/src/session/currentUserQuery.ts), which drives the user menu: the
 * contract's `ViewerFields` under the spec's alias. Parsed here rather than with graphql(), so
 * codegen does not ship it in mf-auth's bundle.
 */
const ShellCurrentUserQuery: TypedDocumentNode<{ currentUser: Viewer }> = concatAST([
  parse('query CurrentUser { currentUser: viewer { ...ViewerFields } }'),
  ViewerFieldsFragmentDoc,
]);

const ada = {
  __typename: 'User' as const,
  id: 'u-1',
  email: 'ada@example.com',
  fullName: 'Ada Lovelace',
  avatarUrl: null,
  isActive: true,
  isSuperuser: false,
  createdAt: '2026-11-01T10:00:00Z',
};
/** As the shell renders it: the tab comes from the address, so choosing one re-renders with it. */
function RoutedSettings({ shell = testShell() }: { shell?: ShellServices }) {
  return <SettingsPage search={parseSearch('/settings', new URLSearchParams(useLocation().search))} shell={shell} />;
}

const profileMock = {
  request: { query: SettingsProfileQuery },
  result: { data: { viewer: ada, pendingEmailChange: null } },
};
const pendingMock = (newEmail: string) => ({
  request: { query: SettingsProfileQuery },
  result: {
    data: {
      viewer: ada,
      pendingEmailChange: { __typename: 'EmailChange', newEmail, expiresAt: '2026-11-28T10:00:00Z' },
    },
  },
});
const currentUserMock = {
  request: { query: ShellCurrentUserQuery },
  result: {
    data: {
      currentUser: {
        __typename: 'User',
        id: ada.id,
        email: ada.email,
        fullName: ada.fullName,
        avatarUrl: null,
        isSuperuser: false,
      },
    },
  },
};

/** Stands in for the shell's user menu: it reads CurrentUser from the same Apollo cache. */
function UserMenuStandIn() {
  const { data } = useQuery(ShellCurrentUserQuery);
  return <output aria-label="user menu">{data?.currentUser.fullName ?? data?.currentUser.email ?? ''}</output>;
}

const fill = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

afterEach(() => window.localStorage.clear());

describe('settings screen', () => {
  it('offers My profile, Password, Security, Notifications, Appearance and Danger zone as tabs, My profile first', async () => {
    renderRemote(<RoutedSettings />, { mocks: [profileMock] });
    const tabs = within(screen.getByRole('tablist', { name: 'Settings' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'My profile',
      'Password',
      'Security',
      'Notifications',
      'Appearance',
      'Danger zone',
    ]);
    expect(await screen.findByLabelText(/^Full Name/)).toHaveValue('Ada Lovelace');
    expect(
      within(screen.getByRole('form', { name: 'Email address' })).getByText('ada@example.com'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^New Email/)).toHaveValue('');
    // Nothing to save yet: unavailable, yet focusable (a disabled button would drop the focus to <body>).
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('opens the tab its address names: the quota e-mail links to Notifications', async () => {
    renderRemote(<SettingsPage search={{ tab: 'notifications' }} shell={testShell()} />, { mocks: [profileMock] });
    expect(screen.getByRole('tab', { name: 'Notifications' })).toHaveAttribute('aria-selected', 'true');
  });

  it('puts the chosen tab in the address, so that a reload or a shared link shows it again', async () => {
    const Address = () => <output aria-label="address">{`${useLocation().pathname}${useLocation().search}`}</output>;
    renderRemote(
      <>
        <RoutedSettings />
        <Address />
      </>,
      { mocks: [profileMock], path: '/settings' },
    );
    await act(async () => fireEvent.click(screen.getByRole('tab', { name: 'Security' })));
    expect(screen.getByRole('tab', { name: 'Security' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('/settings?tab=security');
    await act(async () => fireEvent.click(screen.getByRole('tab', { name: 'My profile' })));
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(/^\/settings$/);
  });

  it('validates the profile on blur with clear messages', async () => {
    renderRemote(<RoutedSettings />, { mocks: [profileMock] });
    await screen.findByLabelText(/^Full Name/);
    fill(/^New Email/, 'ada-at-example');
    fireEvent.blur(screen.getByLabelText(/^New Email/));
    fill(/^Avatar URL/, 'javascript:alert(1)');
    fireEvent.blur(screen.getByLabelText(/^Avatar URL/));
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Avatar URL must be an http or https address')).toBeInTheDocument();
    fill(/^New Email/, '');
    expect(screen.getByText('Email is required')).toBeInTheDocument();
  });

  it("saves the profile with updateMe, says 'Success!', and the shell's CurrentUser (user menu) shows the new name", async () => {
    renderRemote(
      <>
        <UserMenuStandIn />
        <RoutedSettings />
      </>,
      {
        mocks: [
          profileMock,
          currentUserMock,
          {
            request: {
              query: UpdateProfileMutation,
              variables: { input: { fullName: 'Ada King', avatarUrl: 'https://images.example.com/ada.png' } },
            },
            result: {
              data: {
                updateMe: {
                  __typename: 'User',
                  id: ada.id,
                  email: ada.email,
                  fullName: 'Ada King',
                  avatarUrl: 'https://images.example.com/ada.png',
                  isSuperuser: false,
                },
              },
            },
          },
        ],
      },
    );
    await waitFor(() => expect(screen.getByLabelText('user menu')).toHaveTextContent('Ada Lovelace'));
    await screen.findByLabelText(/^Full Name/);
    fill(/^Full Name/, '  Ada King ');
    fill(/^Avatar URL/, 'https://images.example.com/ada.png');
    const save = screen.getByRole('button', { name: 'Save' });
    act(() => save.focus());
    await act(async () => fireEvent.click(save));
    expect(await screen.findByText('Success!')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('user menu')).toHaveTextContent('Ada King'));
    // Saved: nothing left to save, and the focus stays where the person pressed.
    expect(save).toHaveAttribute('aria-disabled', 'true');
    expect(save).toHaveFocus();
    // Pressing it again sends nothing (no second updateMe is answered here: it would fail aloud).
    await act(async () => fireEvent.click(save));
    expect(screen.queryByText('Something went wrong!')).toBeNull();
  });

  it('asks for a new e-mail with changeEmail, says a link was sent, and shows the change as pending with Resend and Cancel', async () => {
    renderRemote(<RoutedSettings />, {
      mocks: [
        profileMock,
        {
          request: {
            query: ChangeEmailMutation,
            variables: { input: { newEmail: 'ada@new.example', currentPassword: 'ada-password' } },
          },
          result: {
            data: {
              changeEmail: {
                __typename: 'EmailChange',
                newEmail: 'ada@new.example',
                expiresAt: '2026-11-28T10:00:00Z',
              },
            },
          },
        },
        pendingMock('ada@new.example'),
      ],
    });
    await screen.findByLabelText(/^New Email/);
    fill(/^New Email/, 'ada@new.example');
    fill(/^Current Password/, 'ada-password');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send confirmation link' })));
    expect(
      await screen.findByText('We sent a link to ada@new.example. Your e-mail changes once you open it.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Change pending to ada@new.example')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Cancel change' })).toBeEnabled();
    // The login stays the old address until the link is opened.
    expect(
      within(screen.getByRole('form', { name: 'Email address' })).getByText('ada@example.com'),
    ).toBeInTheDocument();
  });

  it("cancels a pending change with cancelEmailChange and says so in the spec's toast", async () => {
    renderRemote(<RoutedSettings />, {
      mocks: [
        pendingMock('ada@new.example'),
        {
          request: { query: CancelEmailChangeMutation },
          result: {
            data: { cancelEmailChange: { __typename: 'Message', message: 'The e-mail change was cancelled' } },
          },
        },
        profileMock,
      ],
    });
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Cancel change' })));
    expect(await screen.findByText('The e-mail change was cancelled.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Change pending to ada@new.example')).not.toBeInTheDocument());
  });

  it('reads the profile again when the page is looked at again: a change confirmed in another tab no longer shows as pending', async () => {
    renderRemote(<RoutedSettings />, {
      mocks: [pendingMock('ada@new.example'), profileMock],
    });
    expect(await screen.findByText('Change pending to ada@new.example')).toBeInTheDocument();
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(screen.queryByText('Change pending to ada@new.example')).not.toBeInTheDocument());
  });

  it("shows the server's refusal of a wrong password beside the e-mail form", async () => {
    renderRemote(<RoutedSettings />, {
      mocks: [
        profileMock,
        {
          request: {
            query: ChangeEmailMutation,
            variables: { input: { newEmail: 'ada@new.example', currentPassword: 'wrong' } },
          },
          result: { errors: [{ message: 'Incorrect password', extensions: { code: 'BAD_REQUEST', status: 400 } }] },
        },
      ],
    });
    await screen.findByLabelText(/^New Email/);
    fill(/^New Email/, 'ada@new.example');
    fill(/^Current Password/, 'wrong');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send confirmation link' })));
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect password');
    expect(screen.getByText('Something went wrong!')).toBeInTheDocument();
    expect(screen.queryByText(/Change pending/)).not.toBeInTheDocument();
  });

  it('Appearance switches between light, dark and system and remembers the choice under "theme"', async () => {
    renderRemote(<RoutedSettings />, { mocks: [profileMock] });
    fireEvent.click(screen.getByRole('tab', { name: 'Appearance' }));
    const group = screen.getByRole('radiogroup', { name: 'Colour mode' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['light', 'dark', 'system']);
    expect(within(group).getByRole('radio', { name: 'System' })).toBeChecked();
    fireEvent.click(within(group).getByRole('radio', { name: 'Dark' }));
    expect(within(group).getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(window.localStorage.getItem('theme')).toBe('dark');
    fireEvent.click(within(group).getByRole('radio', { name: 'Light' }));
    expect(window.localStorage.getItem('theme')).toBe('light');
  });

  it('Danger zone ends the session through the shell once the account is deleted', async () => {
    const signOut = jest.fn();
    const { DeleteAccountMutation } = await import('../hooks/useDeleteAccount');
    renderRemote(<RoutedSettings shell={testShell({ signOut })} />, {
      mocks: [
        profileMock,
        {
          request: { query: DeleteAccountMutation, variables: { input: { currentPassword: 'ada-password' } } },
          result: { data: { deleteMe: { __typename: 'Message', message: 'User deleted successfully' } } },
        },
      ],
    });
    fireEvent.click(screen.getByRole('tab', { name: 'Danger zone' }));
    fireEvent.change(await screen.findByLabelText(/to confirm/), { target: { value: 'DELETE' } });
    fill(/^Current Password/, 'ada-password');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Delete account' })));
    await waitFor(() => expect(signOut).toHaveBeenCalledTimes(1));
  });
});
