// The promises every confirmation over a GraphQL mutation keeps (deleting a user, deleting an
// item): the remotes build theirs on ui-kit's ConfirmDialog and useMutationError, and each runs
// these cases against its own mutation, so the guarantee is written once and checked everywhere.
import { describe, expect, it, jest } from '@jest/globals';
import type { MockedProvider } from '@apollo/client/testing/react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ComponentProps, ReactNode } from 'react';
import { renderRemote } from './renderRemote.tsx';

type MockedResponse = NonNullable<ComponentProps<typeof MockedProvider>['mocks']>[number];

export interface ConfirmationOverMutation {
  /** The dialog's accessible name (its title), e.g. "Delete user". */
  dialogName: string;
  confirmLabel: string;
  /** The dialog, wired to the callbacks the tests watch. */
  render(callbacks: { onClose: () => void; onDone: () => void }): ReactNode;
  /** The mutation and variables confirming sends. */
  request: MockedResponse['request'];
  /** The mutation's answer when it works. */
  done: { data: Record<string, unknown> };
  /** A refusal the server may answer. */
  refusal: { message: string; code: string; status: number };
  /** What the dialog says before the reason of a failure: "The user was not deleted". */
  failureHeading: string;
  /** The toast once it worked. */
  successToast: string;
}

/** Runs the confirmation's cases in a describe block named `name`. */
export function describeConfirmationOverMutation(name: string, subject: ConfirmationOverMutation) {
  function renderDialog(mocks: MockedResponse[]) {
    const onClose = jest.fn();
    const onDone = jest.fn();
    renderRemote(subject.render({ onClose, onDone }), { mocks });
    return { dialog: screen.getByRole('alertdialog', { name: subject.dialogName }), onClose, onDone };
  }
  const confirm = (dialog: HTMLElement) =>
    act(async () => fireEvent.click(within(dialog).getByRole('button', { name: subject.confirmLabel })));

  describe(name, () => {
    it("shows the server's refusal inside the confirmation, announced once, and keeps it open", async () => {
      const { message, code, status } = subject.refusal;
      const { dialog, onClose, onDone } = renderDialog([
        { request: subject.request, result: { errors: [{ message, extensions: { code, status } }] } },
      ]);
      await confirm(dialog);

      expect(await within(dialog).findByRole('alert')).toHaveTextContent(`${subject.failureHeading}: ${message}`);
      // The spec's error toast shows it too, without a second announcement.
      expect(screen.getByText('Something went wrong!')).toBeInTheDocument();
      expect(screen.getAllByRole('alert')).toHaveLength(1);
      expect(onClose).not.toHaveBeenCalled();
      expect(onDone).not.toHaveBeenCalled();
      expect(screen.getByRole('alertdialog', { name: subject.dialogName })).toBe(dialog);
    });

    it('drops the reason on a retry, and a retry that works closes with the success toast', async () => {
      const { dialog, onClose, onDone } = renderDialog([
        { request: subject.request, error: new Error('Failed to fetch') },
        { request: subject.request, result: subject.done, delay: 30 },
      ]);
      await confirm(dialog);
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(`${subject.failureHeading}: Failed to fetch`);

      await confirm(dialog);
      expect(within(dialog).queryByRole('alert')).toBeNull();
      expect(await screen.findByText(subject.successToast)).toBeInTheDocument();
      await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
      expect(onDone).toHaveBeenCalledTimes(1);
    });

    it(`is busy while it runs: ${subject.confirmLabel} spins, and neither Cancel nor Escape closes it`, async () => {
      const { dialog, onClose } = renderDialog([{ request: subject.request, result: subject.done, delay: 50 }]);
      const confirmButton = within(dialog).getByRole('button', { name: subject.confirmLabel });
      act(() => confirmButton.focus());
      fireEvent.click(confirmButton);

      expect(dialog).toHaveAttribute('aria-busy', 'true');
      expect(confirmButton).toHaveAttribute('aria-busy', 'true');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      fireEvent.keyDown(confirmButton, { key: 'Escape' });
      expect(onClose).not.toHaveBeenCalled();

      await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    });
  });
}
