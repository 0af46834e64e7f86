// The promises every add/edit form dialog over GraphQL mutations keeps (a user in Admin, an item):
// the remotes build theirs on ui-kit's AddOrEditDialog and useMutationError, and each runs these cases
// against its own mutations, so the guarantee is written once and checked everywhere.
import { describe, expect, it, jest } from '@jest/globals';
import type { MockedProvider } from '@apollo/client/testing/react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ComponentProps, ReactNode } from 'react';
import { renderRemote } from './renderRemote.tsx';

type MockedResponse = NonNullable<ComponentProps<typeof MockedProvider>['mocks']>[number];

const refusal = (message: string, code: string, status: number, detail?: unknown) => ({
  errors: [{ message, extensions: { code, status, ...(detail ? { detail } : {}) } }],
});

export interface FormDialogOverMutations {
  /** What the record is called in the dialogs' titles: "user" makes "Add user" and "Edit user". */
  noun: string;
  /** The dialog: adding without a record, editing with one. */
  render(onClose: () => void, editing: boolean): ReactNode;
  /** Adding: fills the form, which then holds `typed` (label → value), and sends `request`. */
  create: {
    fill(dialog: HTMLElement): void;
    typed: Record<string, string>;
    request: MockedResponse['request'];
    done: { data: Record<string, unknown> };
    /** The success toast. */
    toast: string;
  };
  /** Editing: changes a field to `value` and sends `request`, which the server refuses with `refusal`. */
  edit: { label: string; value: string; request: MockedResponse['request']; refusal: string; status: number };
}

/** Runs the dialog's cases in a describe block named `name`. */
export function describeFormDialogOverMutations(name: string, subject: FormDialogOverMutations) {
  const addTitle = `Add ${subject.noun}`;
  const [firstLabel, firstValue] = Object.entries(subject.create.typed)[0]!;
  const field = (dialog: HTMLElement, label: string) => within(dialog).getByLabelText(new RegExp(`^${label}`));

  function renderDialog(mocks: MockedResponse[], editing = false) {
    const onClose = jest.fn();
    renderRemote(subject.render(onClose, editing), { mocks });
    const dialog = screen.getByRole('dialog', { name: editing ? `Edit ${subject.noun}` : addTitle });
    return { onClose, dialog };
  }
  const save = (dialog: HTMLElement) =>
    act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Save' })));
  const createFails = (result: object) => [{ request: subject.create.request, result }];

  describe(name, () => {
    it("a failed creation shows the server's reason inside the dialog, announced once, and keeps it open with what was typed", async () => {
      const reason = `This ${subject.noun} cannot be created`;
      const { dialog, onClose } = renderDialog(createFails(refusal(reason, 'BAD_REQUEST', 400)));
      subject.create.fill(dialog);
      act(() => within(dialog).getByRole('button', { name: 'Save' }).focus());
      await save(dialog);

      const alert = await within(dialog).findByRole('alert');
      expect(alert).toHaveTextContent(`The ${subject.noun} was not created`);
      expect(alert).toHaveTextContent(reason);
      // The spec's error toast shows it too, without a second announcement.
      expect(screen.getByText('Something went wrong!')).toBeInTheDocument();
      expect(screen.getAllByRole('alert')).toHaveLength(1);
      expect(onClose).not.toHaveBeenCalled();
      expect(screen.getByRole('dialog', { name: addTitle })).toBe(dialog);
      for (const [label, value] of Object.entries(subject.create.typed))
        expect(field(dialog, label)).toHaveValue(value);
      // Focus stays in the dialog, on the button that was pressed.
      expect(within(dialog).getByRole('button', { name: 'Save' })).toHaveFocus();
    });

    it("shows a 422's reason (the first detail's msg) inside the dialog", async () => {
      const detail = [{ loc: ['body', firstLabel.toLowerCase()], msg: 'String should have at most 255 characters' }];
      const { dialog } = renderDialog(createFails(refusal('Validation Error', 'BAD_USER_INPUT', 422, detail)));
      subject.create.fill(dialog);
      await save(dialog);
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('String should have at most 255 characters');
    });

    it('drops the reason as soon as a field is edited', async () => {
      const { dialog } = renderDialog(createFails(refusal('Refused', 'BAD_REQUEST', 400)));
      subject.create.fill(dialog);
      await save(dialog);
      await within(dialog).findByRole('alert');
      fireEvent.change(field(dialog, firstLabel), { target: { value: `${firstValue}x` } });
      expect(within(dialog).queryByRole('alert')).toBeNull();
    });

    it('drops the reason on a retry, and a retry that works closes the dialog with the success toast', async () => {
      const { dialog, onClose } = renderDialog([
        { request: subject.create.request, error: new Error('Failed to fetch') },
        { request: subject.create.request, result: subject.create.done, delay: 30 },
      ]);
      subject.create.fill(dialog);
      await save(dialog);
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to fetch');

      await save(dialog);
      expect(within(dialog).queryByRole('alert')).toBeNull();
      expect(await screen.findByText(subject.create.toast)).toBeInTheDocument();
      expect(screen.getByText('Success!')).toBeInTheDocument();
      await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    });

    it("a failed edit shows the server's reason inside the dialog and keeps it open with the change", async () => {
      const { edit } = subject;
      const { dialog, onClose } = renderDialog(
        [{ request: edit.request, result: refusal(edit.refusal, 'REFUSED', edit.status) }],
        true,
      );
      fireEvent.change(field(dialog, edit.label), { target: { value: edit.value } });
      await save(dialog);

      const alert = await within(dialog).findByRole('alert');
      expect(alert).toHaveTextContent('The changes were not saved');
      expect(alert).toHaveTextContent(edit.refusal);
      expect(screen.getByText('Something went wrong!')).toBeInTheDocument();
      expect(screen.getAllByRole('alert')).toHaveLength(1);
      expect(onClose).not.toHaveBeenCalled();
      expect(field(dialog, edit.label)).toHaveValue(edit.value);
    });

    it('is busy while saving: Save spins, and neither Cancel, the close button nor Escape closes it', async () => {
      const { dialog, onClose } = renderDialog([
        { request: subject.create.request, result: subject.create.done, delay: 50 },
      ]);
      subject.create.fill(dialog);
      const saveButton = within(dialog).getByRole('button', { name: 'Save' });
      act(() => saveButton.focus());
      fireEvent.click(saveButton);

      expect(dialog).toHaveAttribute('aria-busy', 'true');
      expect(saveButton).toHaveAttribute('aria-busy', 'true');
      expect(saveButton).toHaveFocus();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
      fireEvent.keyDown(saveButton, { key: 'Escape' });
      expect(onClose).not.toHaveBeenCalled();

      await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    });
  });
}
