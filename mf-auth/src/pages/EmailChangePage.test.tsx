import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderRemote, testShell } from '@touchline/remote-devkit/testing';
import { CancelEmailChangeByLinkMutation, ConfirmEmailChangeMutation } from '../hooks/useEmailChangeLink';
import { EmailChangeCancelPage, EmailChangeConfirmPage } from './EmailChangePage';

const refusal = (message: string) => ({ errors: [{ message, extensions: { code: 'BAD_REQUEST', status: 400 } }] });
const confirming = (token: string, result: object) => ({
  request: { query: ConfirmEmailChangeMutation, variables: { token } },
  result,
});
const cancelling = (token: string, result: object) => ({
  request: { query: CancelEmailChangeByLinkMutation, variables: { token } },
  result,
});

describe('the link mailed to the new address', () => {
  it('applies the change on arrival and says to log in with the new address', async () => {
    renderRemote(<EmailChangeConfirmPage search={{ token: 'fresh' }} shell={testShell()} />, {
      mocks: [confirming('fresh', { data: { confirmEmailChange: { __typename: 'User', email: 'ada@new.example' } } })],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your e-mail address was changed' })).toHaveFocus();
  });

  it('says a used or expired link did not work, without an error toast besides, and points to Settings', async () => {
    renderRemote(<EmailChangeConfirmPage search={{ token: 'used' }} shell={testShell()} />, {
      mocks: [confirming('used', refusal('Invalid token'))],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'This link did not work' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Go to Settings' })).toHaveAttribute('href', '/settings');
    expect(screen.queryByText('Something went wrong!')).toBeNull();
  });

  it("says the address was taken meanwhile in the server's words, and that nothing changed", async () => {
    const taken = 'That address now belongs to another account, so your e-mail address was not changed';
    renderRemote(<EmailChangeConfirmPage search={{ token: 'late' }} shell={testShell()} />, {
      mocks: [confirming('late', refusal(taken))],
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your e-mail address was not changed' }),
    ).toBeInTheDocument();
    expect(screen.getByText(`${taken}.`)).toBeInTheDocument();
  });
});

describe('the link mailed to the old address', () => {
  it('cancels the change and says every session was signed out', async () => {
    renderRemote(<EmailChangeCancelPage search={{ token: 'stop' }} shell={testShell()} />, {
      mocks: [
        cancelling('stop', { data: { cancelEmailChangeByLink: { __typename: 'Message', message: 'cancelled' } } }),
      ],
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The e-mail change was cancelled' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/every session of your account was signed out/)).toBeInTheDocument();
  });

  it('says a spent cancel link did not work', async () => {
    renderRemote(<EmailChangeCancelPage search={{ token: 'spent' }} shell={testShell()} />, {
      mocks: [cancelling('spent', refusal('Invalid token'))],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'This link did not work' })).toBeInTheDocument();
  });
});
