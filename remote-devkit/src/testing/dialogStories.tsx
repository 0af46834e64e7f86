// For stories of a dialog over a GraphQL mutation (deleting a user or an item, adding or editing
// one): the page it opens over, the mutation's answers, and the states every such dialog shows
// while the server has not answered and when it refused. The remotes' dialogs are built on the
// same ui-kit parts (ConfirmDialog, AddOrEditDialog), so their stories are written once here; the
// promises behind them are tested in confirmationOverMutation.tsx and formDialogOverMutations.tsx.
import type { MockedProvider } from '@apollo/client/testing/react';
import { Text } from '@touchline/ui-kit';
import type { ComponentProps, ReactNode } from 'react';
import { userEvent, within } from 'storybook/test';
import { StoryApollo } from './StoryApollo.tsx';

type Mock = NonNullable<ComponentProps<typeof MockedProvider>['mocks']>[number];
/** What a story types into a form dialog before it presses Save. */
export type FillDialog = (dialog: ReturnType<typeof within>) => Promise<void>;

/** What a story needs of Storybook's context: its answers, and where it is drawn. */
interface DialogStoryContext {
  parameters: { mocks?: Mock[] };
  canvasElement: HTMLElement;
}

/** A story's answers and what it does once drawn; assignable to the dialog's `StoryObj`. */
export interface DialogStory {
  parameters: { mocks: Mock[] };
  play: (context: { canvasElement: HTMLElement }) => Promise<void>;
}

/**
 * The decorator of a dialog's stories: the page it opens over, by name, and Apollo answering from
 * the story's `parameters.mocks` (none by default, so a story that sends nothing needs none).
 */
export function overPage(pageName: string) {
  return function DialogOverPage(Story: () => ReactNode, context: DialogStoryContext) {
    return (
      // One element: MockedProvider draws nothing for a list of children.
      <StoryApollo mocks={context.parameters.mocks ?? []}>
        <>
          <Text tone="muted">{pageName}</Text>
          {Story()}
        </>
      </StoryApollo>
    );
  };
}

/** The open dialog, found by its role and name in the whole page: dialogs are in the top layer, not the canvas. */
export async function findDialog(canvasElement: HTMLElement, role: 'dialog' | 'alertdialog', name: string) {
  return within(await within(canvasElement.ownerDocument.body).findByRole(role, { name }));
}

/** A mutation that never answers: the dialog stays busy for as long as the story is looked at. */
export const unanswered = (mock: Mock): Mock => ({ ...mock, delay: Number.POSITIVE_INFINITY });

/** The server could not be reached. */
export const unreachable = (request: Mock['request']): Mock => ({ request, error: new Error('Failed to fetch') });

export interface ConfirmationStories {
  /** The confirmation's accessible name, e.g. "Delete user". */
  dialogName: string;
  /** The mutation confirming sends, and its answer when it works. */
  request: Mock['request'];
  done: { data: Record<string, unknown> };
}

/**
 * A confirmation's two states after its Delete is pressed: busy until the server answers
 * (`Deleting`), and the reason inside it when the deletion failed, open to try again (`Failed`).
 */
export function confirmationStories({ dialogName, request, done }: ConfirmationStories) {
  const pressDelete = async (canvasElement: HTMLElement) => {
    const dialog = await findDialog(canvasElement, 'alertdialog', dialogName);
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    return dialog;
  };
  return {
    Deleting: {
      parameters: { mocks: [unanswered({ request, result: done })] },
      play: async ({ canvasElement }) => void (await pressDelete(canvasElement)),
    },
    Failed: {
      parameters: { mocks: [unreachable(request)] },
      play: async ({ canvasElement }) => void (await (await pressDelete(canvasElement)).findByRole('alert')),
    },
  } satisfies Record<string, DialogStory>;
}

/**
 * A form dialog's story: `fill` types into the dialog named `dialogName`, then Save is pressed;
 * with `expectsRefusal`, the story ends once the server's reason shows inside the dialog.
 */
export function savedFormStory(options: {
  dialogName: string;
  mocks: Mock[];
  fill: FillDialog;
  expectsRefusal?: boolean;
}): DialogStory {
  return {
    parameters: { mocks: options.mocks },
    play: async ({ canvasElement }) => {
      const dialog = await findDialog(canvasElement, 'dialog', options.dialogName);
      await options.fill(dialog);
      await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
      if (options.expectsRefusal) await dialog.findByRole('alert');
    },
  };
}
