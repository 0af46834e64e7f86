import { describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { RuntimeConfig } from '@touchline/shell-contract';
import { localRuntimeConfig, renderRemote, testShell } from '@touchline/shell-contract/testing';
import type { ComponentProps } from 'react';
import type { MockedProvider } from '@apollo/client/testing/react';
import { SignupMutation } from '../hooks/useSignup';
import { SignupPage } from './SignupPage';

function renderSignup(auth: Partial<RuntimeConfig['auth']> = {}, mocks: ComponentProps<typeof MockedProvider>['mocks'] = []) {
  const shell = testShell({ config: { ...localRuntimeConfig, auth: { ...localRuntimeConfig.auth, ...auth } } });
  renderRemote(<SignupPage search={{}} shell={shell} />, { mocks });
}

const field = (label: RegExp) => screen.getByLabelText(label);
const fill = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });

describe('sign-up form', () => {
  it('validates each field when it is left and shows every error', () => {
    renderSignup();
    for (const label of [/^Full Name/, /^Email/, /^Password/, /^Confirm Password/]) fireEvent.blur(field(label));
    expect(screen.getByText('Full Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('Password confirmation is required')).toBeInTheDocument();
  });

  it('explains a bad e-mail, a short password and a mismatched confirmation', () => {
    renderSignup();
    fill(/^Email/, 'not-an-email');
    fill(/^Password/, 'short');
    fill(/^Confirm Password/, 'other');
    for (const label of [/^Email/, /^Password/, /^Confirm Password/]) fireEvent.blur(field(label));
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match')).toBeInTheDocument();
    expect(field(/^Full Name/)).toHaveAttribute('minLength', '3');
  });

  it('keeps Sign Up disabled until the bot check yields a token', async () => {
    let yieldToken: (token: string) => void = () => undefined;
    window.turnstile = {
      render: (_container, options) => {
        yieldToken = options.callback as (token: string) => void;
        return 'widget-1';
      },
      remove: jest.fn(),
    };
    await act(async () => renderSignup({ isBotCheckDisabled: false, turnstileSiteKey: 'site-key' }));
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeDisabled();
    await act(async () => yieldToken('turnstile-token'));
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeEnabled();
    delete window.turnstile;
  });

  it("signs up and confirms with 'Activation email sent'", async () => {
    renderSignup({}, [
      {
        request: {
          query: SignupMutation,
          variables: {
            input: {
              fullName: 'Ada Lovelace',
              email: 'ada@example.com',
              password: 'engine-notes',
              confirmPassword: 'engine-notes',
              turnstileToken: null,
            },
          },
        },
        result: { data: { signup: { __typename: 'User', id: '7', email: 'ada@example.com' } } },
      },
    ]);
    fill(/^Full Name/, 'Ada Lovelace');
    fill(/^Email/, 'ada@example.com');
    fill(/^Password/, 'engine-notes');
    fill(/^Confirm Password/, 'engine-notes');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign Up' })));
    expect(await screen.findByText('Activation email sent')).toBeInTheDocument();
    expect(
      screen.getByText('Please check your inbox (and maybe your spam folder) to activate your account.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
  });

  it('links to /login for people who already have an account', () => {
    renderSignup();
    expect(screen.getByRole('link', { name: /Already have an account\?/ })).toHaveAttribute('href', '/login');
  });

  it('replaces the widget with a clearly labelled pass when the development setting turns the check off', () => {
    renderSignup({ isBotCheckDisabled: true, turnstileSiteKey: null });
    expect(screen.getByText('Bot check switched off')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeEnabled();
  });

  it('asks for a fresh challenge after a failed sign-up (a Turnstile token passes siteverify once)', async () => {
    let yieldToken: (token: string) => void = () => undefined;
    const reset = jest.fn();
    window.turnstile = {
      render: (_container, options) => {
        yieldToken = options.callback as (token: string) => void;
        return 'widget-1';
      },
      remove: jest.fn(),
      reset,
    };
    const input = { fullName: 'Ada Lovelace', email: 'ada@example.com', password: 'engine-notes', confirmPassword: 'engine-notes' };
    await act(async () =>
      renderSignup({ isBotCheckDisabled: false, turnstileSiteKey: 'site-key' }, [
        {
          request: { query: SignupMutation, variables: { input: { ...input, turnstileToken: 'first-token' } } },
          result: { errors: [{ message: 'The user with this email already exists in the system', extensions: { code: 'BAD_REQUEST', status: 400 } }] },
        },
      ]),
    );
    fill(/^Full Name/, input.fullName);
    fill(/^Email/, input.email);
    fill(/^Password/, input.password);
    fill(/^Confirm Password/, input.confirmPassword);
    await act(async () => yieldToken('first-token'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign Up' })));
    expect(await screen.findByText('The user with this email already exists in the system')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign Up' })).toBeDisabled());
    expect(reset).toHaveBeenCalledWith('widget-1');
    await act(async () => yieldToken('second-token'));
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeEnabled();
    delete window.turnstile;
  });
});
