import { formatDate } from '@touchline/ui-kit';

import { afterEach, describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderRemote, testShell } from '@touchline/remote-devkit/testing';
import { useState } from 'react';
import { OTHER_USER_ID, sampleApiKeys, SAMPLE_SECRET, SAMPLE_VIEWER } from '../testing/fixtures';
import { CreateApiKeyMutation } from '../hooks/useCreateApiKey';
import { keepOnlyKeysOf, rememberCreatedKey, secretOfCreatedKey } from '../hooks/useKeysCreatedInThisTab';
import { RevokeApiKeyMutation } from '../hooks/useRevokeApiKey';
import { installClipboard, removeClipboard } from '../testing/clipboard';
import { renderApiKeysPage } from '../testing/renderApiKeysPage';
import { ApiKeysPage, ApiKeysPageQuery } from './ApiKeysPage';

afterEach(() => {
  keepOnlyKeysOf(null);
  removeClipboard();
});

const listing = (apiKeys: unknown[]) => ({ request: { query: ApiKeysPageQuery }, result: { data: { apiKeys } } });

const newKey = {
  __typename: 'ApiKey',
  id: '6f1d2c3b-0000-4000-8000-000000000009',
  name: 'Journey key',
  prefix: SAMPLE_SECRET.slice(0, 11),
  createdAt: new Date().toISOString(),
  lastUsedAt: null,
  revokedAt: null,
  isRevoked: false,
  expiresAt: null,
  isExpired: false,
  previousSecretExpiresAt: null,
};

const creation = {
  request: { query: CreateApiKeyMutation, variables: { name: 'Journey key', expiresInDays: null } },
  result: { data: { createApiKey: { __typename: 'CreatedApiKey', secret: SAMPLE_SECRET, apiKey: newKey } } },
};

/** The server revoking `key`: it comes back revoked as of now. */
const revocation = (key: { id: string }) => ({
  request: { query: RevokeApiKeyMutation, variables: { id: key.id } },
  result: { data: { revokeApiKey: { ...key, isRevoked: true, revokedAt: new Date().toISOString() } } },
});

/**
 * Opens the create dialog once the empty list has loaded. While it loads, the header shows a
 * Create button that the empty state then replaces with its own: a click on the first one can land
 * on a button no longer in the page, and open nothing.
 */
async function openCreateDialog() {
  await screen.findByRole('heading', { name: 'Create your first API key' });
  fireEvent.click(screen.getByRole('button', { name: 'Create API key' }));
}

async function createKey(name: string) {
  fireEvent.change(screen.getByRole('textbox', { name: /Name/ }), { target: { value: name } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create key' })));
}

describe('API Keys screen', () => {
  it('shows skeletons while the keys load', () => {
    renderApiKeysPage([listing([])]);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your keys');
  });

  it('explains what a key is for when there is none, with a copyable curl call against the API base', async () => {
    renderApiKeysPage([listing([])]);
    expect(await screen.findByRole('heading', { name: 'Create your first API key' })).toBeInTheDocument();
    expect(screen.getByText(/X-API-Key: <your key>/)).toHaveTextContent('/api/flashscore/football/live');
    expect(screen.getByRole('button', { name: 'Copy curl example' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create API key' })).toBeInTheDocument();
  });

  it('reveals a new key once, and forgets it when the panel is dismissed', async () => {
    const seen = renderApiKeysPage([listing([]), creation]);
    await openCreateDialog();
    await createKey('  Journey key  ');

    const panel = await screen.findByRole('dialog', { name: 'Save your new API key' });
    const field = within(panel).getByRole<HTMLInputElement>('textbox', { name: 'Your API key' });
    expect(field).toHaveValue(SAMPLE_SECRET);
    // Selected whole with the caret at its start, so a narrow field shows `tl_…`, not the key's end.
    act(() => field.focus());
    expect([field.selectionStart, field.selectionEnd, field.selectionDirection]).toEqual([
      0,
      SAMPLE_SECRET.length,
      'backward',
    ]);
    expect(panel).toHaveTextContent('This key will not be shown again.');
    expect(within(panel).getByRole('button', { name: 'Copy API key' })).toBeInTheDocument();
    expect(panel).not.toHaveTextContent('expires');
    // The panel says the key was created: no toast on top of it (at 390 px one covered its title).
    expect(screen.queryByText('Success!')).toBeNull();
    // The secret never reaches the Apollo cache, only the panel's state.
    expect(JSON.stringify(seen.client?.cache.extract())).not.toContain(SAMPLE_SECRET);

    fireEvent.click(within(panel).getByRole('button', { name: 'I have saved my key' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.innerHTML).not.toContain(SAMPLE_SECRET);
    const row = screen.getByRole('row', { name: /Journey key/ });
    expect(row).toHaveTextContent(`${SAMPLE_SECRET.slice(0, 11)}…`);
    expect(within(row).getByText('Active')).toBeInTheDocument();
  });

  it('creates a key expiring in 30 days when asked, and says in the reveal panel when it expires', async () => {
    const expiresAt = new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString();
    // MockedProvider answers only a mutation whose variables match exactly: without
    // `expiresInDays: 30` in the request, there is no answer and no panel.
    const expiringCreation = {
      request: { query: CreateApiKeyMutation, variables: { name: 'Journey key', expiresInDays: 30 } },
      result: {
        data: {
          createApiKey: { __typename: 'CreatedApiKey', secret: SAMPLE_SECRET, apiKey: { ...newKey, expiresAt } },
        },
      },
    };
    renderApiKeysPage([listing([]), expiringCreation]);
    await openCreateDialog();
    const expires = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Expires' });
    fireEvent.change(expires, {
      target: { value: screen.getByRole<HTMLOptionElement>('option', { name: 'In 30 days' }).value },
    });
    await createKey('Journey key');

    const panel = await screen.findByRole('dialog', { name: 'Save your new API key' });
    expect(panel).toHaveTextContent(`This key expires on ${formatDate(expiresAt)}.`);
    expect(panel).toHaveTextContent('This key will not be shown again.');
    expect(within(panel).getByRole('button', { name: 'Copy API key' })).toBeInTheDocument();

    fireEvent.click(within(panel).getByRole('button', { name: 'I have saved my key' }));
    const row = screen.getByRole('row', { name: /Journey key/ });
    expect(within(row).getByText(formatDate(expiresAt))).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();
  });

  it("keeps a new key in this tab's memory for its creator's API Explorer, until it is revoked", async () => {
    renderApiKeysPage([listing([]), creation, revocation(newKey)]);
    await openCreateDialog();
    await createKey('Journey key');
    const panel = await screen.findByRole('dialog', { name: 'Save your new API key' });
    expect(panel).toHaveTextContent('Until you reload this tab, the API Explorer offers “Journey key” by name');
    expect(secretOfCreatedKey(SAMPLE_VIEWER.id, newKey.id)).toBe(SAMPLE_SECRET);
    fireEvent.click(within(panel).getByRole('button', { name: 'I have saved my key' }));

    fireEvent.click(screen.getByRole('button', { name: 'Revoke Journey key' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Revoke key' })));
    await waitFor(() =>
      expect(within(screen.getByRole('row', { name: /Journey key/ })).getByText('Revoked')).toBeInTheDocument(),
    );
    expect(secretOfCreatedKey(SAMPLE_VIEWER.id, newKey.id)).toBeUndefined();
  });

  it('drops the keys another user created in this tab as soon as this screen opens for someone else', async () => {
    rememberCreatedKey(OTHER_USER_ID, newKey, SAMPLE_SECRET);
    renderApiKeysPage([listing([])]);
    expect(await screen.findByRole('heading', { name: 'Create your first API key' })).toBeInTheDocument();
    expect(secretOfCreatedKey(OTHER_USER_ID, newKey.id)).toBeUndefined();
  });

  it("shows the server's refusal inside the create dialog, announced, and keeps the form open to try again", async () => {
    renderApiKeysPage([
      listing([]),
      {
        request: { query: CreateApiKeyMutation, variables: { name: 'Journey key', expiresInDays: null } },
        result: {
          errors: [
            {
              message: 'Validation Error',
              extensions: {
                code: 'BAD_USER_INPUT',
                status: 422,
                detail: [{ msg: 'Name must be 1 to 100 characters after trimming' }],
              },
            },
          ],
        },
      },
    ]);
    await openCreateDialog();
    await createKey('Journey key');
    const dialog = screen.getByRole('dialog', { name: 'Create API key' });
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('The key was not created');
    expect(alert).toHaveTextContent('Name must be 1 to 100 characters after trimming');
    // The spec's error toast shows it too, without a second announcement.
    expect(screen.getByText('Something went wrong!')).toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('Journey key');

    // It answered the name sent: once the name is edited it would speak of another one.
    fireEvent.change(screen.getByRole('textbox', { name: /Name/ }), { target: { value: 'Journey key 2' } });
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps focus in the create dialog while the key is being created, and Escape cannot close it then', async () => {
    renderApiKeysPage([listing([]), { ...creation, delay: 50 }]);
    await openCreateDialog();
    fireEvent.change(screen.getByRole('textbox', { name: /Name/ }), { target: { value: 'Journey key' } });
    const createButton = screen.getByRole('button', { name: 'Create key' });
    act(() => createButton.focus());
    fireEvent.click(createButton);
    expect(createButton).toHaveAttribute('aria-busy', 'true');
    expect(createButton).toHaveFocus();
    fireEvent.keyDown(createButton, { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: 'Create API key' })).toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Save your new API key' })).toBeInTheDocument();
  });

  it('shows a failed revocation inside the confirmation, which stays open, beside the error toast', async () => {
    const keys = sampleApiKeys();
    renderApiKeysPage([
      listing(keys),
      { request: { query: RevokeApiKeyMutation, variables: { id: keys[0]!.id } }, error: new Error('Failed to fetch') },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke Production server' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Revoke key' })));
    const confirmation = screen.getByRole('alertdialog', { name: 'Revoke “Production server”?' });
    expect(await within(confirmation).findByRole('alert')).toHaveTextContent(
      'The key was not revoked: Failed to fetch',
    );
    // The spec's error toast shows it too, without a second announcement.
    expect(screen.getByText('Something went wrong!')).toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    // Escape still closes it once the request is over.
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('puts focus on the key table once a key is revoked, since its Revoke button is gone', async () => {
    const keys = sampleApiKeys();
    renderApiKeysPage([listing(keys), revocation(keys[0]!)]);
    const revoke = await screen.findByRole('button', { name: 'Revoke Production server' });
    revoke.focus();
    fireEvent.click(revoke);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Revoke key' })));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('table', { name: 'API keys' })).toHaveFocus();
  });

  it('asks before the reveal panel is closed with the key not copied, and closes at once when it was', async () => {
    renderApiKeysPage([listing([]), creation]);
    await openCreateDialog();
    await createKey('Journey key');
    const panel = await screen.findByRole('dialog', { name: 'Save your new API key' });

    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(within(panel).getByRole('alert')).toHaveTextContent('You have not copied the key');
    fireEvent.click(within(panel).getByRole('button', { name: 'Back to the key' }));
    expect(within(panel).queryByRole('alert')).toBeNull();
    expect(within(panel).getByRole('textbox', { name: 'Your API key' })).toHaveFocus();

    installClipboard();
    await act(async () => fireEvent.click(within(panel).getByRole('button', { name: 'Copy API key' })));
    fireEvent.click(within(panel).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks for confirmation, naming the key, before revoking it', async () => {
    const keys = sampleApiKeys();
    renderApiKeysPage([listing(keys), revocation(keys[0]!)]);

    fireEvent.click(await screen.findByRole('button', { name: 'Revoke Production server' }));
    const confirmation = screen.getByRole('alertdialog', { name: 'Revoke “Production server”?' });
    fireEvent.click(within(confirmation).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(within(screen.getByRole('row', { name: /Production server/ })).getByText('Active')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Revoke Production server' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Revoke key' })));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const row = screen.getByRole('row', { name: /Production server/ });
    expect(within(row).getByText('Revoked')).toBeInTheDocument();
    expect(within(row).queryByRole('button')).toBeNull();
    expect(screen.getByText('Success!')).toBeInTheDocument();
  });

  it('brings Last used up to date each time the screen opens, without waiting for a reload', async () => {
    const unused = { ...sampleApiKeys()[0], lastUsedAt: null };
    const justUsed = { ...unused, lastUsedAt: new Date(Date.now() - 60_000).toISOString() };
    function LeavesAndComesBack() {
      const [isShown, setIsShown] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setIsShown((shown) => !shown)}>
            Elsewhere
          </button>
          {isShown && <ApiKeysPage search={{}} shell={testShell({ viewer: SAMPLE_VIEWER })} />}
        </>
      );
    }
    renderRemote(<LeavesAndComesBack />, { mocks: [listing([unused]), listing([justUsed])] });
    expect(
      within(await screen.findByRole('row', { name: /Production server/ })).queryByText('1 minute ago'),
    ).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
    fireEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(
      await within(screen.getByRole('row', { name: /Production server/ })).findByText('1 minute ago'),
    ).toBeInTheDocument();
  });

  it('counts expired keys apart from the active ones', async () => {
    renderApiKeysPage([listing(sampleApiKeys())]);
    expect(
      await screen.findByText('2 active · 1 expired · 1 revoked. Newest first; expired and revoked keys stay listed.'),
    ).toBeInTheDocument();
  });

  it('leads from the keys to the API reference and the explorer', async () => {
    renderApiKeysPage([listing(sampleApiKeys())]);
    expect(await screen.findByRole('link', { name: 'API reference' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/api\/docs$/),
    );
    expect(screen.getByRole('link', { name: 'Open the API Explorer' })).toHaveAttribute('href', '/api-explorer');
  });

  it('says when the keys cannot be loaded and offers to try again', async () => {
    renderApiKeysPage([{ request: { query: ApiKeysPageQuery }, error: new Error('Network unreachable') }]);
    expect(await screen.findByText('Your keys could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create API key' })).toBeNull();
  });
});
