import { describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen } from '@testing-library/react';
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
});
