import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderRemote, testShell } from '@touchline/shell-contract/testing';
import { ActivateAccountMutation } from '../hooks/useActivateAccount';
import { ActivatePage } from './ActivatePage';

const activation = (token: string, result: object) => ({ request: { query: ActivateAccountMutation, variables: { token } }, result });

describe('account activation', () => {
  it('activates the account with the token from the e-mailed link', async () => {
    renderRemote(<ActivatePage search={{ token: 'one-time' }} shell={testShell()} />, {
      mocks: [activation('one-time', { data: { activateAccount: { __typename: 'Message', message: 'Account activated' } } })],
    });
    expect(await screen.findByText('Your account is active')).toBeInTheDocument();
  });

  it('says so, with the server’s reason in a toast, when the link is spent', async () => {
    renderRemote(<ActivatePage search={{ token: 'used' }} shell={testShell()} />, {
      mocks: [activation('used', { errors: [{ message: 'Invalid token', extensions: { code: 'BAD_REQUEST', status: 400 } }] })],
    });
    expect(await screen.findByText('This link did not work')).toBeInTheDocument();
    expect(screen.getByText('Invalid token')).toBeInTheDocument();
  });

  it('explains where the link comes from when there is no token', () => {
    renderRemote(<ActivatePage search={{}} shell={testShell()} />);
    expect(screen.getByText(/Open the link in the activation e-mail/)).toBeInTheDocument();
  });
});
