import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderRemote, testShell } from '@touchline/remote-devkit/testing';
import { RequestPasswordRecoveryMutation } from '../hooks/usePasswordRecovery';
import { RecoverPasswordPage } from './RecoverPasswordPage';

describe('password recovery', () => {
  it("confirms with 'Check your inbox' and moves focus to it, so a screen reader says what happened", async () => {
    const sent = 'If that account exists, we sent a recovery link';
    renderRemote(<RecoverPasswordPage search={{}} shell={testShell()} />, {
      mocks: [
        {
          request: { query: RequestPasswordRecoveryMutation, variables: { email: 'ada@example.com' } },
          result: { data: { requestPasswordRecovery: { __typename: 'Message', message: sent } } },
        },
      ],
    });
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: ' ada@example.com ' } });
    const send = screen.getByRole('button', { name: 'Send recovery link' });
    send.focus();
    await act(async () => fireEvent.click(send));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Check your inbox' });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(screen.getByText(/If ada@example\.com has an account/)).toBeInTheDocument();
    // The page says it; no success toast in the corner says it again.
    expect(screen.queryByText('Success!')).toBeNull();
    expect(screen.queryByText(sent)).toBeNull();
  });

  it('leaves focus alone on the form itself', () => {
    renderRemote(<RecoverPasswordPage search={{}} shell={testShell()} />);
    const heading = screen.getByRole('heading', { level: 1, name: 'Password recovery' });
    expect(heading).not.toHaveFocus();
    expect(heading).not.toHaveAttribute('tabindex');
  });
});
