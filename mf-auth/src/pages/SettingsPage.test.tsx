import { useQuery } from '@apollo/client/react';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderRemote, testShell } from '@touchline/remote-devkit/testing';
import type { TypedDocumentNode } from '@apollo/client';
import { parse } from 'graphql';
import { UpdateProfileMutation } from '../hooks/useUpdateProfile';
import { SettingsPage, SettingsProfileQuery } from './SettingsPage';

/**
 * The shell's own query (shell/src/session/currentUserQuery.ts), which drives the user menu.
 * Parsed here rather than with graphql(), so codegen does not ship it in mf-auth's bundle.
 */
const ShellCurrentUserQuery: TypedDocumentNode<{
  currentUser: { id: string; email: string; fullName: string | null; avatarUrl: string | null; isSuperuser: boolean };
}> = parse(`
  query CurrentUser {
    currentUser: viewer {
      id
      email
      fullName
      avatarUrl
      isSuperuser
    }
  }
`);

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
const profileMock = { request: { query: SettingsProfileQuery }, result: { data: { viewer: ada } } };
const currentUserMock = {
  request: { query: ShellCurrentUserQuery },
  result: {
    data: {
      currentUser: { __typename: 'User', id: ada.id, email: ada.email, fullName: ada.fullName, avatarUrl: null, isSuperuser: false },
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
  it('offers My profile, Password, Security, Appearance and Danger zone as tabs, My profile first', async () => {
    renderRemote(<SettingsPage search={{}} shell={testShell()} />, { mocks: [profileMock] });
    const tabs = within(screen.getByRole('tablist', { name: 'Settings' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['My profile', 'Password', 'Security', 'Appearance', 'Danger zone']);
    expect(await screen.findByLabelText(/^Full Name/)).toHaveValue('Ada Lovelace');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('ada@example.com');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('validates the profile on blur with clear messages', async () => {
    renderRemote(<SettingsPage search={{}} shell={testShell()} />, { mocks: [profileMock] });
    await screen.findByLabelText(/^Full Name/);
    fill(/^Email/, 'ada-at-example');
    fireEvent.blur(screen.getByLabelText(/^Email/));
    fill(/^Avatar URL/, 'javascript:alert(1)');
    fireEvent.blur(screen.getByLabelText(/^Avatar URL/));
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Avatar URL must be an http or https address')).toBeInTheDocument();
    fill(/^Email/, '');
    expect(screen.getByText('Email is required')).toBeInTheDocument();
  });

  it("saves the profile with updateMe, says 'Success!', and the shell's CurrentUser (user menu) shows the new name", async () => {
    renderRemote(
      <>
        <UserMenuStandIn />
        <SettingsPage search={{}} shell={testShell()} />
      </>,
      {
        mocks: [
          profileMock,
          currentUserMock,
          {
            request: {
              query: UpdateProfileMutation,
              variables: { input: { fullName: 'Ada King', email: 'ada@example.com', avatarUrl: 'https://images.example.com/ada.png' } },
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
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(await screen.findByText('Success!')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('user menu')).toHaveTextContent('Ada King'));
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it("shows the server's refusal of a taken e-mail as an error toast", async () => {
    renderRemote(<SettingsPage search={{}} shell={testShell()} />, {
      mocks: [
        profileMock,
        {
          request: { query: UpdateProfileMutation, variables: { input: { fullName: 'Ada Lovelace', email: 'admin@example.com', avatarUrl: null } } },
          result: { errors: [{ message: 'User with this email already exists', extensions: { code: 'CONFLICT', status: 409 } }] },
        },
      ],
    });
    await screen.findByLabelText(/^Full Name/);
    fill(/^Email/, 'admin@example.com');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(await screen.findByText('Something went wrong!')).toBeInTheDocument();
    expect(screen.getByText('User with this email already exists')).toBeInTheDocument();
  });

  it('Appearance switches between light, dark and system and remembers the choice under "theme"', async () => {
    renderRemote(<SettingsPage search={{}} shell={testShell()} />, { mocks: [profileMock] });
    fireEvent.click(screen.getByRole('tab', { name: 'Appearance' }));
    const group = screen.getByRole('radiogroup', { name: 'Colour mode' });
    expect(within(group).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['light', 'dark', 'system']);
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
    renderRemote(<SettingsPage search={{}} shell={testShell({ signOut })} />, {
      mocks: [
        profileMock,
        { request: { query: DeleteAccountMutation, variables: {} }, result: { data: { deleteMe: { __typename: 'Message', message: 'User deleted successfully' } } } },
      ],
    });
    fireEvent.click(screen.getByRole('tab', { name: 'Danger zone' }));
    fireEvent.change(await screen.findByLabelText(/to confirm/), { target: { value: 'DELETE' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Delete account' })));
    await waitFor(() => expect(signOut).toHaveBeenCalledTimes(1));
  });
});
