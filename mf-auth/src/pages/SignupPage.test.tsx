import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { localRuntimeConfig, renderRemote, testShell } from '@touchline/remote-devkit/testing';
import type { RuntimeConfig } from '@touchline/shell-contract';
import type { ComponentProps } from 'react';
import type { MockedProvider } from '@apollo/client/testing/react';
import { BOT_CHECK_TIMEOUT_MS } from '../components/BotCheck';
import { SignupMutation } from '../hooks/useSignup';
import { SignupPage } from './SignupPage';

function renderSignup(
  auth: Partial<RuntimeConfig['auth']> = {},
  mocks: ComponentProps<typeof MockedProvider>['mocks'] = [],
) {
  const shell = testShell({ config: { ...localRuntimeConfig, auth: { ...localRuntimeConfig.auth, ...auth } } });
  renderRemote(<SignupPage search={{}} shell={shell} />, { mocks });
}

/**
 * Stands in for Cloudflare's Turnstile on `window`, as its script would set it up (jsdom loads no
 * outside script). The function returned yields a token, as a solved challenge does.
 */
function fakeTurnstile(reset?: (widgetId: string) => void) {
  let yieldToken: (token: string) => void = () => undefined;
  window.turnstile = {
    render: (_container, options) => {
      yieldToken = options.callback as (token: string) => void;
      return 'widget-1';
    },
    remove: jest.fn(),
    reset,
  };
  return (token: string) => yieldToken(token);
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
    const yieldToken = fakeTurnstile();
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
    // The form that had focus is gone: focus moves to the outcome, which a screen reader reads out.
    expect(screen.getByRole('heading', { level: 1, name: 'Activation email sent' })).toHaveFocus();
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
    const reset = jest.fn();
    const yieldToken = fakeTurnstile(reset);
    const input = {
      fullName: 'Ada Lovelace',
      email: 'ada@example.com',
      password: 'engine-notes',
      confirmPassword: 'engine-notes',
    };
    await act(async () =>
      renderSignup({ isBotCheckDisabled: false, turnstileSiteKey: 'site-key' }, [
        {
          request: { query: SignupMutation, variables: { input: { ...input, turnstileToken: 'first-token' } } },
          result: {
            errors: [
              {
                message: 'The user with this email already exists in the system',
                extensions: { code: 'BAD_REQUEST', status: 400 },
              },
            ],
          },
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

  it('asks for at least 3 characters of Full Name (its native minimum, which noValidate switches off)', () => {
    renderSignup();
    fill(/^Full Name/, 'Jo');
    fireEvent.blur(field(/^Full Name/));
    expect(screen.getByText('Full Name must be at least 3 characters')).toBeInTheDocument();
    // Counted as sent: without the surrounding spaces.
    fill(/^Full Name/, '  Jo  ');
    expect(screen.getByText('Full Name must be at least 3 characters')).toBeInTheDocument();
    fill(/^Full Name/, '');
    expect(screen.getByText('Full Name is required')).toBeInTheDocument();
    fill(/^Full Name/, 'Joe');
    expect(screen.queryByText(/Full Name (must|is)/)).toBeNull();
  });

  it('does not send a sign-up with a Full Name shorter than 3 characters', async () => {
    renderSignup(); // no GraphQL answer is mocked: a call would end in an error toast
    fill(/^Full Name/, 'Jo');
    fill(/^Email/, 'jo@example.com');
    fill(/^Password/, 'engine-notes');
    fill(/^Confirm Password/, 'engine-notes');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign Up' })));
    expect(screen.getByText('Full Name must be at least 3 characters')).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong!')).toBeNull();
    expect(screen.queryByText('Activation email sent')).toBeNull();
  });

  it('names each show/hide toggle after its field', () => {
    renderSignup();
    fireEvent.click(screen.getByRole('button', { name: 'Show Confirm Password' }));
    expect(field(/^Confirm Password/)).toHaveAttribute('type', 'text');
    expect(field(/^Password/)).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Show Password' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Hide Confirm Password' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('sign-up while the bot check loads', () => {
  const turnstileScripts = () => [
    ...document.head.querySelectorAll<HTMLScriptElement>('script[src*="challenges.cloudflare.com/turnstile"]'),
  ];

  afterEach(() => {
    jest.useRealTimers();
    delete window.turnstile;
  });

  it('says it is checking, says so clearly when the check has not loaded after 15 s, and tries again on request', async () => {
    jest.useFakeTimers();
    // No window.turnstile: the script is requested and, in jsdom, never arrives (as behind a blocker).
    await act(async () => renderSignup({ isBotCheckDisabled: false, turnstileSiteKey: 'site-key' }));
    const signUp = screen.getByRole('button', { name: 'Sign Up' });
    expect(signUp).toBeDisabled();
    const checking = screen.getByText(/Checking you are human/);
    expect(checking.closest('[role="status"]')).not.toBeNull();
    expect(signUp).toHaveAccessibleDescription(/Checking you are human/);
    expect(screen.queryByRole('alert')).toBeNull();

    await act(async () => jest.advanceTimersByTime(BOT_CHECK_TIMEOUT_MS - 1));
    expect(screen.queryByRole('alert')).toBeNull();
    await act(async () => jest.advanceTimersByTime(1));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The bot check could not load');
    expect(alert).toHaveTextContent(/blocker/);
    expect(screen.queryByText(/Checking you are human/)).toBeNull();
    expect(signUp).toBeDisabled();
    expect(signUp).toHaveAccessibleDescription(/The bot check could not load/);

    // Try again: a fresh script; focus goes to the status, not to <body>.
    const before = turnstileScripts().length;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try the bot check again' })));
    expect(screen.getByText(/Checking you are human/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText(/Checking you are human/).closest('[tabindex="-1"]')).toHaveFocus();
    const scripts = turnstileScripts();
    expect(scripts).toHaveLength(Math.max(before, 1)); // the hung one is replaced, not piled up

    // This time it arrives: the widget shows, the status goes, and its token enables Sign Up.
    const yieldToken = fakeTurnstile();
    await act(async () => scripts.at(-1)!.onload!(new Event('load')));
    expect(screen.queryByText(/Checking you are human/)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    await act(async () => yieldToken('turnstile-token'));
    expect(signUp).toBeEnabled();
    expect(signUp).not.toHaveAccessibleDescription(/./);
  });

  it('says at once that the check could not load when the script fails', async () => {
    await act(async () => renderSignup({ isBotCheckDisabled: false, turnstileSiteKey: 'site-key' }));
    await act(async () => turnstileScripts().at(-1)!.onerror!(new Event('error')));
    expect(screen.getByRole('alert')).toHaveTextContent('The bot check could not load');
    expect(screen.getByRole('button', { name: 'Try the bot check again' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeDisabled();
  });

  it('shows no status at all when the development setting switches the check off', () => {
    renderSignup({ isBotCheckDisabled: true, turnstileSiteKey: null });
    expect(screen.queryByText(/Checking you are human/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeEnabled();
  });
});
