import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderRemote, testShell } from '@touchline/remote-devkit/testing';
import { Link, Route, Routes } from 'react-router';
import { activationRequestState, emailToActivate } from '../components/ResendActivation';
import { ActivateAccountMutation } from '../hooks/useActivateAccount';
import { ResendActivationMutation } from '../hooks/useResendActivation';
import { ActivatePage } from './ActivatePage';

const activation = (token: string, result: object) => ({
  request: { query: ActivateAccountMutation, variables: { token } },
  result,
});

describe('account activation', () => {
  it('activates the account with the token from the e-mailed link', async () => {
    renderRemote(<ActivatePage search={{ token: 'one-time' }} shell={testShell()} />, {
      mocks: [
        activation('one-time', { data: { activateAccount: { __typename: 'Message', message: 'Account activated' } } }),
      ],
    });
    expect(await screen.findByText('Your account is active')).toBeInTheDocument();
  });

  it('says so on the page, without an error toast besides, when the link is spent', async () => {
    renderRemote(<ActivatePage search={{ token: 'used' }} shell={testShell()} />, {
      mocks: [
        activation('used', {
          errors: [{ message: 'Invalid token', extensions: { code: 'BAD_REQUEST', status: 400 } }],
        }),
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'This link did not work' })).toHaveFocus();
    expect(screen.queryByText('Something went wrong!')).toBeNull();
  });

  it('moves focus to the news once the account is active', async () => {
    renderRemote(<ActivatePage search={{ token: 'one-time' }} shell={testShell()} />, {
      mocks: [
        activation('one-time', { data: { activateAccount: { __typename: 'Message', message: 'Account activated' } } }),
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your account is active' })).toHaveFocus();
  });

  it('prefills the e-mail a link from the login screen carries in its router state', () => {
    renderRemote(
      <Routes>
        <Route
          path="/login"
          element={
            <Link to="/activate" state={activationRequestState('ada@example.com')}>
              Get a new activation link
            </Link>
          }
        />
        <Route path="/activate" element={<ActivatePage search={{}} shell={testShell()} />} />
      </Routes>,
      { path: '/login' },
    );
    fireEvent.click(screen.getByRole('link', { name: 'Get a new activation link' }));
    expect(screen.getByLabelText(/^Email/)).toHaveValue('ada@example.com');
  });

  it('starts empty without (or with unexpected) router state', () => {
    expect(emailToActivate(null)).toBeUndefined();
    expect(emailToActivate({ emailToActivate: 42 })).toBeUndefined();
    expect(emailToActivate({ emailToActivate: '  ' })).toBeUndefined();
    expect(emailToActivate('ada@example.com')).toBeUndefined();
    renderRemote(<ActivatePage search={{}} shell={testShell()} />);
    expect(screen.getByLabelText(/^Email/)).toHaveValue('');
  });

  it('explains where the link comes from when there is no token', () => {
    renderRemote(<ActivatePage search={{}} shell={testShell()} />);
    expect(screen.getByText(/Open the link in the activation e-mail/)).toBeInTheDocument();
  });

  it('offers a new link after a failed activation, through resendActivation', async () => {
    const sent = 'If that account is waiting for activation, we sent a new activation link';
    renderRemote(<ActivatePage search={{ token: 'expired' }} shell={testShell()} />, {
      mocks: [
        activation('expired', {
          errors: [{ message: 'Invalid token', extensions: { code: 'BAD_REQUEST', status: 400 } }],
        }),
        {
          request: { query: ResendActivationMutation, variables: { email: 'ada@example.com' } },
          result: { data: { resendActivation: { __typename: 'Message', message: sent } } },
        },
      ],
    });
    await screen.findByText('This link did not work');
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: ' ada@example.com ' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send a new activation link' })));
    expect(await screen.findByText(/a new link is on its way/)).toBeInTheDocument();
    expect(screen.getByText('Activation email sent')).toBeInTheDocument();
    // The notice says it; a toast in the corner saying it again is noise.
    expect(screen.queryByText('Success!')).toBeNull();
    expect(screen.queryByText(sent)).toBeNull();
  });

  it('checks the e-mail before asking for a new link', async () => {
    renderRemote(<ActivatePage search={{}} shell={testShell()} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send a new activation link' })));
    expect(screen.getByText('Email is required')).toBeInTheDocument();
  });
});
