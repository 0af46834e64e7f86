import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { currentUserMock, renderShell, type RenderShellOptions } from '../testing/renderShell';
import { itemFixture, itemsPageMock, sampleItems } from '../testing/fixtures';
import { CreateItemMutation } from './items/useCreateItem';
import { DeleteItemMutation } from './items/useDeleteItem';
import { UpdateItemMutation } from './items/useUpdateItem';

type ServerAnswers = NonNullable<RenderShellOptions['mocks']>;

const ada = currentUserMock({ email: 'ada@example.com', fullName: 'Ada Lovelace' });
const admin = currentUserMock({ email: 'admin@example.com', fullName: 'Touchline Admin', isSuperuser: true });

/** /items (or `path`) signed in as Ada (or `viewer`), the server then answering `mocks`. */
function renderItems(mocks: ServerAnswers, { viewer = ada, path = '/items' } = {}) {
  return renderShell({ path, token: 't', mocks: [viewer, ...mocks] });
}

/** The server creating an item with this title and no description, as `i-9`. */
const creation = (title: string) => ({
  request: { query: CreateItemMutation, variables: { input: { title, description: null } } },
  result: { data: { createItem: { __typename: 'Item', id: 'i-9' } } },
});

/** The server answering a save of item `id` with these title and description. */
const update = (id: string, input: { title: string; description: string | null }, result: object) => ({
  request: { query: UpdateItemMutation, variables: { id, input } },
  result,
});

const deletion = (id: string) => ({
  request: { query: DeleteItemMutation, variables: { id } },
  result: { data: { deleteItem: { __typename: 'Message', message: 'Item deleted successfully' } } },
});

const itemsTable = () => screen.findByRole('table', { name: 'Items' });
const rowOf = (text: string) => screen.getByRole('row', { name: new RegExp(text) });

async function openRowAction(title: string, action: 'Edit' | 'Delete') {
  fireEvent.click(await screen.findByRole('button', { name: `${action} ${title}` }));
}

describe('/items page parameter', () => {
  it('reads the page number from the address', async () => {
    const thirdPage = [itemFixture({ id: 'i-21', title: 'Item 21' })];
    await renderItems([itemsPageMock({ page: 3, items: thirdPage, count: 21 })], { path: '/items?page=3' });
    await itemsTable();
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(screen.getByText('Showing 21–21 of 21 items')).toBeInTheDocument();
  });

  it.each(['/items', '/items?page=abc', '/items?page=0', '/items?page=-1'])(
    'falls back to page 1 for %s',
    async (path) => {
      await renderItems([itemsPageMock()], { path });
      await itemsTable();
      expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    },
  );

  it('moves between pages through the address', async () => {
    const firstPage = Array.from({ length: 10 }, (_, index) =>
      itemFixture({ id: `i-${index}`, title: `Item ${index}` }),
    );
    const secondPage = [itemFixture({ id: 'i-10', title: 'Item 10' }), itemFixture({ id: 'i-11', title: 'Item 11' })];
    await renderItems([
      itemsPageMock({ items: firstPage, count: 12 }),
      itemsPageMock({ page: 2, items: secondPage, count: 12 }),
    ]);
    await itemsTable();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/items?page=2');
    expect(await screen.findByText('Showing 11–12 of 12 items')).toBeInTheDocument();
  });

  it('says a page past the last one does not exist and links to the last page, with no pager to contradict it', async () => {
    const twelve = Array.from({ length: 12 }, (_, index) => itemFixture({ id: `i-${index}`, title: `Item ${index}` }));
    await renderItems(
      [
        itemsPageMock({ page: 99, items: [], count: 12 }),
        itemsPageMock({ page: 2, items: twelve.slice(10), count: 12 }),
      ],
      { path: '/items?page=99' },
    );
    expect(await screen.findByText('There is no page 99')).toBeInTheDocument();
    expect(screen.getByText('The 12 items fit on 2 pages.')).toBeInTheDocument();
    expect(screen.queryByText(/Page 99 of/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Previous' })).toBeNull();
    const toLastPage = screen.getByRole('link', { name: 'Go to page 2' });
    expect(toLastPage).toHaveAttribute('href', '/items?page=2');
    await act(async () => fireEvent.click(toLastPage));
    expect(screen.getByTestId('location')).toHaveTextContent('/items?page=2');
    expect(await screen.findByText('Showing 11–12 of 12 items')).toBeInTheDocument();
  });

  it('says "item", not "items", when there is one', async () => {
    await renderItems([itemsPageMock({ items: [itemFixture()] })]);
    await itemsTable();
    expect(screen.getByText('Showing 1–1 of 1 item')).toBeInTheDocument();
    expect(screen.getByText('1 item, newest first.')).toBeInTheDocument();
  });

  it('hands the parsed page to the remote that owns /admin', async () => {
    await renderShell({ path: '/admin?page=oops', token: 't' });
    expect(await screen.findByText('mf_admin screen /admin {"page":1}')).toBeInTheDocument();
  });

  it('hands the optional checkout value to the billing remote', async () => {
    await renderShell({ path: '/billing?checkout=success', token: 't' });
    expect(await screen.findByText('mf_billing screen /billing {"checkout":"success"}')).toBeInTheDocument();
  });
});

describe('/items', () => {
  it("lists the user's items without an owner column", async () => {
    await renderItems([itemsPageMock()]);
    await itemsTable();
    expect(screen.getByRole('heading', { level: 1, name: 'Items' })).toBeInTheDocument();
    expect(screen.getByText('Your items')).toBeInTheDocument();
    expect(
      within(rowOf('Premier League fixtures')).getByText('Matchdays 10 to 14, for the weekend preview widget.'),
    ).toBeInTheDocument();
    expect(within(rowOf('Premier League fixtures')).getByText('Nov 5, 2026')).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Owner' })).toBeNull();
    expect(document.title).toBe('Items · Touchline');
  });

  it("shows a superuser everyone's items and whose each one is", async () => {
    await renderItems([itemsPageMock()], { viewer: admin });
    await itemsTable();
    await screen.findByText("Everyone's items");
    expect(screen.getByRole('columnheader', { name: 'Owner' })).toBeInTheDocument();
    expect(within(rowOf('Premier League fixtures')).getByText('You')).toBeInTheDocument();
    expect(within(rowOf('Serie A standings check')).getByText('7d1c9e2a')).toBeInTheDocument();
  });

  it('explains what items are when there are none', async () => {
    await renderItems([itemsPageMock({ items: [] })]);
    expect(await screen.findByText("You don't have any items yet")).toBeInTheDocument();
    expect(screen.getByText(/Items are short notes/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add item' })).toBeInTheDocument();
  });

  it('adds an item after checking the title and description', async () => {
    await renderItems([itemsPageMock({ items: [] }), creation('La Liga odds')]);
    fireEvent.click(await screen.findByRole('button', { name: 'Add item' }));
    const dialog = screen.getByRole('dialog', { name: 'Add item' });
    fireEvent.blur(within(dialog).getByLabelText(/^Title/));
    expect(within(dialog).getByText('Title is required')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/^Description/), { target: { value: 'x'.repeat(256) } });
    fireEvent.blur(within(dialog).getByLabelText(/^Description/));
    expect(within(dialog).getByText('Description must be at most 255 characters')).toBeInTheDocument();

    fireEvent.change(within(dialog).getByLabelText(/^Title/), { target: { value: '  La Liga odds ' } });
    fireEvent.change(within(dialog).getByLabelText(/^Description/), { target: { value: '' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Save' })));
    expect(await screen.findByText('Success!')).toBeInTheDocument();
    expect(screen.getByText('Item created successfully.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('edits an item in place', async () => {
    await renderItems([
      itemsPageMock(),
      update(
        'i-2',
        { title: 'Transfer shortlist', description: 'Strikers only' },
        { data: { updateItem: { ...sampleItems[1], title: 'Transfer shortlist', description: 'Strikers only' } } },
      ),
    ]);
    await itemsTable();
    await openRowAction('Transfer watchlist', 'Edit');
    const dialog = screen.getByRole('dialog', { name: 'Edit item' });
    expect(within(dialog).getByLabelText(/^Title/)).toHaveValue('Transfer watchlist');
    fireEvent.change(within(dialog).getByLabelText(/^Title/), { target: { value: 'Transfer shortlist' } });
    fireEvent.change(within(dialog).getByLabelText(/^Description/), { target: { value: 'Strikers only' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Save' })));
    expect(await screen.findByText('Item updated successfully.')).toBeInTheDocument();
    await waitFor(() => expect(within(rowOf('Transfer shortlist')).getByText('Strikers only')).toBeInTheDocument());
  });

  it("shows the server's reason inside the dialog when a save fails, and keeps the dialog open", async () => {
    await renderItems([
      itemsPageMock(),
      update(
        'i-2',
        { title: 'Renamed', description: null },
        { errors: [{ message: 'Item not found', extensions: { code: 'NOT_FOUND', status: 404 } }] },
      ),
    ]);
    await itemsTable();
    await openRowAction('Transfer watchlist', 'Edit');
    const dialog = screen.getByRole('dialog', { name: 'Edit item' });
    fireEvent.change(within(dialog).getByLabelText(/^Title/), { target: { value: 'Renamed' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Save' })));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The changes were not savedItem not found');
    // The spec's error toast shows it too, without a second announcement.
    expect(screen.getByText('Something went wrong!')).toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Edit item' })).toBe(dialog);
    expect(within(dialog).getByLabelText(/^Title/)).toHaveValue('Renamed');
  });

  it('deletes an item after confirmation', async () => {
    await renderItems([itemsPageMock(), deletion('i-1')]);
    await itemsTable();
    await openRowAction('Premier League fixtures', 'Delete');
    const dialog = screen.getByRole('alertdialog', { name: 'Delete item' });
    expect(dialog).toHaveTextContent('“Premier League fixtures” will be deleted');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' })));
    expect(await screen.findByText('The item was deleted successfully.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('says when the items cannot be read and offers to try again, without still saying they are loading', async () => {
    await renderItems([
      {
        request: itemsPageMock().request,
        result: { errors: [{ message: 'Internal server error', extensions: { status: 500 } }] },
      },
    ]);
    expect(await screen.findByText('Your items could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByText('Loading items…')).toBeNull();
  });
});

describe('/items keyboard focus after a change', () => {
  async function deleteWithKeyboard(title: string) {
    const button = await screen.findByRole('button', { name: `Delete ${title}` });
    act(() => button.focus());
    fireEvent.click(button);
    const dialog = screen.getByRole('alertdialog', { name: 'Delete item' });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' })));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  }

  it('moves focus to the next row’s Delete button once an item is deleted, not to <body>', async () => {
    await renderItems([
      { ...itemsPageMock(), maxUsageCount: 1 },
      deletion('i-1'),
      itemsPageMock({ items: sampleItems.filter((item) => item.id !== 'i-1') }),
    ]);
    await itemsTable();
    await deleteWithKeyboard('Premier League fixtures');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete Transfer watchlist' })).toHaveFocus());
  });

  it('moves focus to Add item once the last item is deleted', async () => {
    const only = itemFixture();
    await renderItems([
      { ...itemsPageMock({ items: [only] }), maxUsageCount: 1 },
      deletion(only.id),
      itemsPageMock({ items: [] }),
    ]);
    await itemsTable();
    await deleteWithKeyboard(only.title);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add item' })).toHaveFocus());
    expect(document.activeElement).not.toBe(document.body);
  });

  it('moves focus to the new item once the first one is added from the empty list, whose Add item button is gone', async () => {
    const created = itemFixture({ id: 'i-9', title: 'La Liga odds', description: null });
    await renderItems([
      { ...itemsPageMock({ items: [] }), maxUsageCount: 1 },
      creation('La Liga odds'),
      itemsPageMock({ items: [created] }),
    ]);
    const add = await screen.findByRole('button', { name: 'Add item' });
    act(() => add.focus());
    fireEvent.click(add);
    const dialog = screen.getByRole('dialog', { name: 'Add item' });
    fireEvent.change(within(dialog).getByLabelText(/^Title/), { target: { value: 'La Liga odds' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Save' })));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit La Liga odds' })).toHaveFocus());
  });
});
