import { afterEach, describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatExactTime } from '@touchline/ui-kit';
import { sampleApiKeys, SAMPLE_VIEWER } from '../testing/fixtures';
import { keepOnlyKeysOf, secretOfCreatedKey } from '../hooks/useKeysCreatedInThisTab';
import { RenameApiKeyMutation } from '../hooks/useRenameApiKey';
import { RotateApiKeyMutation } from '../hooks/useRotateApiKey';
import { renderApiKeysPage } from '../testing/renderApiKeysPage';
import { ApiKeysPageQuery } from './ApiKeysPage';

afterEach(() => keepOnlyKeysOf(null));

const NEW_SECRET = 'tl_NeW98765zYx43210WvUt98765SrQp4321OnMlk';
const production = sampleApiKeys()[0]!;
const listing = { request: { query: ApiKeysPageQuery }, result: { data: { apiKeys: sampleApiKeys() } } };

function rotation(gracePeriod: string, previousSecretExpiresAt: string | null) {
  return {
    request: { query: RotateApiKeyMutation, variables: { id: production.id, gracePeriod } },
    result: {
      data: {
        rotateApiKey: {
          __typename: 'RotatedApiKey',
          secret: NEW_SECRET,
          apiKey: { ...production, prefix: NEW_SECRET.slice(0, 11), previousSecretExpiresAt },
        },
      },
    },
  };
}

async function rotateProduction(gracePeriodLabel: string) {
  fireEvent.click(await screen.findByRole('button', { name: 'Rotate Production server' }));
  const dialog = screen.getByRole('dialog', { name: 'Rotate “Production server”?' });
  const select = within(dialog).getByRole<HTMLSelectElement>('combobox', { name: 'Old secret keeps working' });
  fireEvent.change(select, {
    target: { value: within(dialog).getByRole<HTMLOptionElement>('option', { name: gracePeriodLabel }).value },
  });
  await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Rotate key' })));
}

describe('rotating a key on the API Keys screen', () => {
  it('shows the new secret once, says until when the old one works, and keeps the secret out of the cache', async () => {
    const until = new Date(Date.now() + 3_600_000).toISOString();
    const seen = renderApiKeysPage([listing, rotation('1h', until)]);
    await rotateProduction('1 hour');

    const panel = await screen.findByRole('dialog', { name: 'Save the new secret' });
    expect(within(panel).getByRole('textbox', { name: 'Your API key' })).toHaveValue(NEW_SECRET);
    expect(panel).toHaveTextContent('“Production server” has a new secret.');
    expect(panel).toHaveTextContent(`The old secret keeps working until ${formatExactTime(until)}, then stops`);
    expect(panel).toHaveTextContent('This key will not be shown again.');
    expect(JSON.stringify(seen.client?.cache.extract())).not.toContain(NEW_SECRET);
    // The explorer offers the key with its new secret.
    expect(secretOfCreatedKey(SAMPLE_VIEWER.id, production.id)).toBe(NEW_SECRET);

    fireEvent.click(within(panel).getByRole('button', { name: 'I have saved my key' }));
    expect(document.body.innerHTML).not.toContain(NEW_SECRET);
    const row = screen.getByRole('row', { name: /Production server/ });
    expect(row).toHaveTextContent(`${NEW_SECRET.slice(0, 11)}…`);
    expect(row).toHaveTextContent(`Old secret works until ${formatExactTime(until)}`);
  });

  it('offers the grace periods the bff takes, 24 hours first', async () => {
    renderApiKeysPage([listing]);
    fireEvent.click(await screen.findByRole('button', { name: 'Rotate Production server' }));
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Old secret keeps working' });
    expect(select.value).toBe('24h');
    expect([...select.options].map((option) => [option.value, option.text])).toEqual([
      ['none', 'Stop it at once'],
      ['1h', '1 hour'],
      ['24h', '24 hours'],
      ['7d', '7 days'],
    ]);
  });

  it('says the old secret no longer works after a rotation without grace', async () => {
    renderApiKeysPage([listing, rotation('none', null)]);
    await rotateProduction('Stop it at once');
    const panel = await screen.findByRole('dialog', { name: 'Save the new secret' });
    expect(panel).toHaveTextContent('The old secret no longer works.');
    fireEvent.click(within(panel).getByRole('button', { name: 'I have saved my key' }));
    expect(screen.getByRole('row', { name: /Production server/ })).not.toHaveTextContent('Old secret works until');
  });

  it("shows the server's refusal in the rotation dialog, which stays open", async () => {
    renderApiKeysPage([
      listing,
      {
        request: { query: RotateApiKeyMutation, variables: { id: production.id, gracePeriod: '24h' } },
        result: {
          errors: [{ message: 'A revoked API key cannot be rotated', extensions: { code: 'CONFLICT', status: 409 } }],
        },
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Rotate Production server' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Rotate key' })));
    const alert = await within(screen.getByRole('dialog', { name: 'Rotate “Production server”?' })).findByRole('alert');
    expect(alert).toHaveTextContent('The key was not rotated');
    expect(alert).toHaveTextContent('A revoked API key cannot be rotated');
    expect(screen.queryByRole('dialog', { name: 'Save the new secret' })).toBeNull();
  });

  it('offers Rotate only for keys that work, and Rename for every key not revoked', async () => {
    renderApiKeysPage([listing]);
    await screen.findByRole('button', { name: 'Rotate Production server' });
    expect(screen.getByRole('button', { name: 'Rotate Local development' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rotate Hackathon demo' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Rotate Leaked in a gist' })).toBeNull();
    for (const name of ['Production server', 'Local development', 'Hackathon demo']) {
      expect(screen.getByRole('button', { name: `Rename ${name}` })).toBeInTheDocument();
    }
    expect(screen.queryByRole('button', { name: 'Rename Leaked in a gist' })).toBeNull();
  });
});

describe('renaming a key on the API Keys screen', () => {
  const renaming = {
    request: { query: RenameApiKeyMutation, variables: { id: production.id, name: 'Production (EU)' } },
    result: { data: { renameApiKey: { ...production, name: 'Production (EU)' } } },
  };

  it('starts from the current name and shows the new one in the list', async () => {
    renderApiKeysPage([listing, renaming]);
    fireEvent.click(await screen.findByRole('button', { name: 'Rename Production server' }));
    const dialog = screen.getByRole('dialog', { name: 'Rename “Production server”' });
    const input = within(dialog).getByRole('textbox', { name: /Name/ });
    expect(input).toHaveValue('Production server');
    fireEvent.change(input, { target: { value: '  Production (EU)  ' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Rename key' })));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('row', { name: /Production \(EU\)/ })).toBeInTheDocument();
  });

  it('holds the new name to the rules of a new key before sending anything', async () => {
    renderApiKeysPage([listing]);
    fireEvent.click(await screen.findByRole('button', { name: 'Rename Production server' }));
    const dialog = screen.getByRole('dialog', { name: 'Rename “Production server”' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Name/ }), { target: { value: '   ' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Rename key' })));
    expect(dialog).toHaveTextContent('Name is required');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Name/ }), { target: { value: 'x'.repeat(101) } });
    expect(dialog).toHaveTextContent('Name must be at most 100 characters');
    expect(screen.getByRole('dialog', { name: 'Rename “Production server”' })).toBeInTheDocument();
  });
});
