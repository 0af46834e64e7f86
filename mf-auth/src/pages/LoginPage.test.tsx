import type { MockedProvider } from '@apollo/client/testing/react';
import { describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { localRuntimeConfig, renderRemote, testShell } from '@touchline/remote-devkit/testing';
import type { RuntimeConfig } from '@touchline/shell-contract';
import type { ComponentProps } from 'react';
import { Route, Routes } from 'react-router';
import { LoginMutation } from '../hooks/useLogin';
import { ResendActivationMutation } from '../hooks/useResendActivation';
import { ActivatePage } from './ActivatePage';
import { LoginPage } from './LoginPage';

function renderLogin(
  mocks: ComponentProps<typeof MockedProvider>['mocks'],
  auth: Partial<RuntimeConfig['auth']> = {},
  path = '/login',
) {
  const shell = testShell({
    config: { ...localRuntimeConfig, auth: { ...localRuntimeConfig.auth, ...auth } },
    signIn: jest.fn(),
  });
  renderRemote(<LoginPage search={{}} shell={shell} />, { mocks, path });
  return shell;
}

const loginWith = (email: string, password: string) => ({
  request: { query: LoginMutation, variables: { input: { email, password } } },
});

async function submit(email: string, password: string) {
  fireEvent.change(screen.getByLabelText(/Email/), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: password } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Log In' })));
}

describe('login form', () => {
  it('sends the credentials and hands the returned token to the shell, which stores it', async () => {
    const shell = renderLogin([
      {
        ...loginWith('ada@example.com', 'correct horse'),
        result: { data: { login: { __typename: 'AccessToken', accessToken: 'jwt-for-ada' } } },
      },
    ]);
    await submit(' ada@example.com ', 'correct horse');
    await waitFor(() => expect(shell.signIn).toHaveBeenCalledWith('jwt-for-ada'));
  });

  it("shows the server's reason beside the form, as an alert both fields point to, besides the spec's toast, and stays on the form", async () => {
    const shell = renderLogin([
      {
        ...loginWith('ada@example.com', 'wrong'),
        result: {
          errors: [{ message: 'Incorrect email or password', extensions: { code: 'BAD_REQUEST', status: 400 } }],
        },
      },
    ]);
    await submit('ada@example.com', 'wrong');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Incorrect email or password');
    expect(screen.getByLabelText(/^Email/).getAttribute('aria-describedby')).toContain(alert.id);
    expect(screen.getByLabelText(/^Password/).getAttribute('aria-describedby')).toContain(alert.id);
    // The spec's toast shows it too, without a second announcement.
    expect(screen.getByText('Something went wrong!')).toBeInTheDocument();
    expect(shell.signIn).not.toHaveBeenCalled();
    expect(screen.queryByText('Your account is not active')).toBeNull();
  });

  it("explains an inactive account ('Inactive user') on the page instead of an error toast, under a title true of one awaiting activation and one switched off, and leads to a new activation link for that e-mail, or to the administrator", async () => {
    const sent = 'If that account is waiting for activation, we sent a new activation link';
    const shell = testShell({ signIn: jest.fn() });
    renderRemote(
      <Routes>
        <Route path="/login" element={<LoginPage search={{}} shell={shell} />} />
        <Route path="/activate" element={<ActivatePage search={{}} shell={shell} />} />
      </Routes>,
      {
        path: '/login',
        mocks: [
          {
            ...loginWith('ada@example.com', 'correct horse'),
            result: { errors: [{ message: 'Inactive user', extensions: { code: 'BAD_REQUEST', status: 400 } }] },
          },
          {
            request: { query: ResendActivationMutation, variables: { email: 'ada@example.com' } },
            result: { data: { resendActivation: { __typename: 'Message', message: sent } } },
          },
        ],
      },
    );
    await submit(' ada@example.com ', 'correct horse');

    // The page says what it means and where to go, politely announced; no error toast or alert besides.
    const notice = (await screen.findByText('Your account is not active')).closest('[role="status"]');
    expect(screen.queryByText('Something went wrong!')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(notice).not.toBeNull();
    expect(notice).toHaveTextContent(
      /If you signed up, open the link in the activation e-mail we sent to ada@example\.com/,
    );
    expect(notice).not.toHaveTextContent(/activated yet/);
    expect(notice).toHaveTextContent(
      /If an administrator created your account switched off, or switched it off since, no e-mail comes/,
    );
    const getLink = within(notice as HTMLElement).getByRole('link', { name: 'Get a new activation link' });
    expect(getLink).toHaveAttribute('href', '/activate');
    expect(shell.signIn).not.toHaveBeenCalled();

    // The resend form on /activate, with the e-mail already filled in.
    await act(async () => fireEvent.click(getLink));
    expect(screen.getByLabelText(/^Email/)).toHaveValue('ada@example.com');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send a new activation link' })));
    expect(await screen.findByText(/If ada@example\.com is waiting for activation/)).toBeInTheDocument();
  });

  it('drops the activation notice when the next attempt starts', async () => {
    const shell = renderLogin([
      {
        ...loginWith('ada@example.com', 'correct horse'),
        result: { errors: [{ message: 'Inactive user', extensions: { code: 'BAD_REQUEST', status: 400 } }] },
      },
      {
        ...loginWith('ada@example.com', 'correct horse'),
        result: { data: { login: { __typename: 'AccessToken', accessToken: 'jwt-for-ada' } } },
      },
    ]);
    await submit('ada@example.com', 'correct horse');
    expect(await screen.findByText('Your account is not active')).toBeInTheDocument();
    await submit('ada@example.com', 'correct horse');
    await waitFor(() => expect(shell.signIn).toHaveBeenCalledWith('jwt-for-ada'));
    expect(screen.queryByText('Your account is not active')).toBeNull();
  });

  it('asks for a valid e-mail and a password before calling the server', async () => {
    const shell = renderLogin([]);
    await submit('not-an-email', '');
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(shell.signIn).not.toHaveBeenCalled();
  });

  it('links to password recovery and sign-up, and hides Google sign-in unless it is enabled', () => {
    renderLogin([]);
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/recover-password');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    expect(screen.queryByText('Continue with Google')).toBeNull();
  });

  it('offers Google sign-in through the API when the runtime config enables it', () => {
    renderLogin([], { isGoogleSignInEnabled: true });
    expect(screen.getByRole('link', { name: 'Continue with Google' })).toHaveAttribute('href', '/api/login/google');
  });

  it('shows why a Google sign-in failed (the bff sends ?error=<reason>) as a visible alert', () => {
    renderLogin(
      [],
      { isGoogleSignInEnabled: true },
      `/login?error=${encodeURIComponent('Google sign-in was cancelled')}`,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Google sign-in did not complete');
    expect(alert).toHaveTextContent('Google sign-in was cancelled');
  });

  it('shows no alert without an error in the address', () => {
    renderLogin([], { isGoogleSignInEnabled: true });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
