import { describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderRemote } from '@touchline/remote-devkit/testing';
import { ResetTwoFactorMutation } from '../hooks/useResetTwoFactor';
import { sampleUsers } from '../testing/fixtures';
import { ResetTwoFactorDialog } from './ResetTwoFactorDialog';

const grace = sampleUsers.find((user) => user.id === 'u-3')!;
const resetRequest = { query: ResetTwoFactorMutation, variables: { userId: grace.id } };

function renderDialog(result: object) {
  const onClose = jest.fn();
  renderRemote(<ResetTwoFactorDialog user={grace} onClose={onClose} />, {
    mocks: [{ request: resetRequest, ...result }],
  });
  const dialog = screen.getByRole('alertdialog', { name: 'Reset two-factor sign-in' });
  return { dialog, onClose };
}

const confirm = (dialog: HTMLElement) =>
  act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Reset' })));

describe("a superuser's reset of a user's two-factor sign-in", () => {
  it('says who it is for and that they are told by e-mail, then resets and closes with the success toast', async () => {
    const { dialog, onClose } = renderDialog({
      result: {
        data: {
          resetTwoFactor: {
            __typename: 'Message',
            message: "The user's two-factor sign-in was reset and the user was told by e-mail",
          },
        },
      },
    });
    expect(dialog).toHaveTextContent(grace.email);
    expect(dialog).toHaveTextContent('They are told by e-mail.');
    await confirm(dialog);
    expect(
      await screen.findByText("The user's two-factor sign-in was reset. They were told by e-mail."),
    ).toBeInTheDocument();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it("keeps the server's refusal inside the confirmation, which stays open", async () => {
    const { dialog, onClose } = renderDialog({
      result: {
        errors: [
          { message: 'This user has no two-factor sign-in to reset', extensions: { code: 'BAD_REQUEST', status: 400 } },
        ],
      },
    });
    await confirm(dialog);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Two-factor sign-in was not reset: This user has no two-factor sign-in to reset',
    );
    expect(onClose).not.toHaveBeenCalled();
  });
});
