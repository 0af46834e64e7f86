import type { MockedProvider } from '@apollo/client/testing/react';
import { describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderRemote, testShell } from '@touchline/remote-devkit/testing';
import type { ComponentProps } from 'react';
import { LoginMutation } from '../hooks/useLogin';
import { CHALLENGE_EXPIRED, CompleteTwoFactorSignInMutation } from '../hooks/useTwoFactorSignIn';
import { LoginPage } from '../pages/LoginPage';

type Mocks = ComponentProps<typeof MockedProvider>['mocks'];

function renderLogin(mocks: Mocks, path = '/login') {
  const shell = testShell({ signIn: jest.fn() });
  renderRemote(<LoginPage search={{}} shell={shell} />, { mocks, path });
  return shell;
}

const challengeFor = (email: string, password: string) => ({
  request: { query: LoginMutation, variables: { input: { email, password } } },
  result: { data: { login: { __typename: 'TwoFactorChallenge', challengeToken: 'challenge-1' } } },
});
const codeStep = (code: string, challengeToken = 'challenge-1') => ({
  request: { query: CompleteTwoFactorSignInMutation, variables: { input: { challengeToken, code } } },
});
const refused = (message: string) => ({
  result: { errors: [{ message, extensions: { code: 'BAD_REQUEST', status: 400 } }] },
});

async function logIn() {
  fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'ada@example.com' } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'correct horse' } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Log In' })));
}

async function enterCode(label: RegExp, code: string) {
  fireEvent.change(await screen.findByLabelText(label), { target: { value: code } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Verify' })));
}

describe('two-factor step of the login flow', () => {
  it('asks a two-factor account for a code after the right password, and hands the token the code step returns to the shell', async () => {
    const shell = renderLogin([
      challengeFor('ada@example.com', 'correct horse'),
      {
        ...codeStep('123456'),
        result: { data: { completeTwoFactorSignIn: { __typename: 'AccessToken', accessToken: 'jwt-for-ada' } } },
      },
    ]);
    await logIn();
    // The code can be typed at once, and nothing is called wrong before it is.
    const code = await screen.findByLabelText(/^Authentication code/);
    await waitFor(() => expect(code).toHaveFocus());
    expect(code).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Authentication code is required')).toBeNull();
    expect(shell.signIn).not.toHaveBeenCalled();
    await enterCode(/^Authentication code/, ' 123456 ');
    await waitFor(() => expect(shell.signIn).toHaveBeenCalledWith('jwt-for-ada'));
  });

  it('takes a recovery code instead when asked', async () => {
    const shell = renderLogin([
      challengeFor('ada@example.com', 'correct horse'),
      {
        ...codeStep('abcde-fghjk'),
        result: { data: { completeTwoFactorSignIn: { __typename: 'AccessToken', accessToken: 'jwt-by-recovery' } } },
      },
    ]);
    await logIn();
    // Pressing the link keeps focus in the empty code field: a blur there would show its
    // "required" error and move the link from under the pointer before the click.
    const switchToRecovery = await screen.findByRole('button', { name: 'Use a recovery code instead' });
    expect(fireEvent.mouseDown(switchToRecovery)).toBe(false);
    await act(async () => fireEvent.click(switchToRecovery));
    await enterCode(/^Recovery code/, 'abcde-fghjk');
    await waitFor(() => expect(shell.signIn).toHaveBeenCalledWith('jwt-by-recovery'));
  });

  it("shows a wrong code's reason beside the code field with the spec's toast, and stays on the code step", async () => {
    const invalid =
      'Invalid code: it is wrong, or it was used already (each code works once). Enter the next code your authenticator app shows, or a recovery code.';
    const shell = renderLogin([
      challengeFor('ada@example.com', 'correct horse'),
      { ...codeStep('000000'), ...refused(invalid) },
    ]);
    await logIn();
    await enterCode(/^Authentication code/, '000000');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(invalid);
    expect(screen.getByLabelText(/^Authentication code/).getAttribute('aria-describedby')).toContain(alert.id);
    expect(screen.getByText('Something went wrong!')).toBeInTheDocument();
    expect(shell.signIn).not.toHaveBeenCalled();
  });

  it('sends an expired sign-in back to the password form, with the e-mail kept', async () => {
    renderLogin([
      challengeFor('ada@example.com', 'correct horse'),
      { ...codeStep('123456'), ...refused(CHALLENGE_EXPIRED) },
    ]);
    await logIn();
    await enterCode(/^Authentication code/, '123456');
    expect(await screen.findByText('Your sign-in has expired')).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong!')).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Log in again' })));
    expect(screen.getByLabelText(/^Email/)).toHaveValue('ada@example.com');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('');
  });

  it("completes a Google sign-in's challenge handed over as ?two_factor=", async () => {
    const shell = renderLogin(
      [
        {
          ...codeStep('654321', 'google-challenge'),
          result: { data: { completeTwoFactorSignIn: { __typename: 'AccessToken', accessToken: 'jwt-google' } } },
        },
      ],
      '/login?two_factor=google-challenge',
    );
    await enterCode(/^Authentication code/, '654321');
    await waitFor(() => expect(shell.signIn).toHaveBeenCalledWith('jwt-google'));
  });
});
