import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ResetTwoFactorMutation } from '../hooks/useResetTwoFactor';
import { usersPageMock, viewerRow } from '../testing/fixtures';
import { openRowAction, renderAdmin, rowOf, usersTable } from '../testing/renderAdmin';

describe("/admin and users' two-factor sign-in", () => {
  it('marks the accounts with two-factor sign-in on and offers a reset for those only; once reset, the mark and the offer go', async () => {
    renderAdmin({
      mocks: [
        usersPageMock(),
        {
          request: { query: ResetTwoFactorMutation, variables: { userId: 'u-3' } },
          result: { data: { resetTwoFactor: { __typename: 'Message', message: 'reset' } } },
        },
      ],
    });
    await usersTable();
    expect(within(rowOf('grace@example.com')).getByText('Two-factor')).toBeInTheDocument();
    expect(within(rowOf('ada@example.com')).queryByText('Two-factor')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reset two-factor sign-in of ada@example.com' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reset two-factor sign-in of linus@example.com' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Reset two-factor sign-in of grace@example.com' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Reset two-factor sign-in' });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Reset' })));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(within(rowOf('grace@example.com')).queryByText('Two-factor')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reset two-factor sign-in of grace@example.com' })).toBeNull();
  });

  it('offers a superuser no reset of their own two-factor sign-in, nor a change of their own address: Settings asks for the password', async () => {
    renderAdmin({ mocks: [usersPageMock({ users: [viewerRow] })] });
    await usersTable();
    expect(screen.queryByRole('button', { name: 'Reset two-factor sign-in of admin@example.com' })).toBeNull();
    await openRowAction('admin@example.com', 'Edit');
    const dialog = screen.getByRole('dialog', { name: 'Edit user' });
    const email = within(dialog).getByLabelText(/^Email/);
    expect(email).toHaveAttribute('readonly');
    expect(email).toHaveAccessibleDescription(/To change your own e-mail address, use Settings/);
  });
});
