import { formatDate } from '@touchline/ui-kit';
import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderRemote } from '@touchline/remote-devkit/testing';
import { ApiKeyTable, type ApiKeyRow } from './ApiKeyTable';
import { sampleApiKeys } from '../testing/fixtures';

function rowOf(name: string) {
  return screen.getByRole('row', { name: new RegExp(name) });
}

function keyNamed(name: string) {
  const apiKey = sampleApiKeys().find((candidate) => candidate.name === name);
  if (!apiKey) throw new Error(`No sample key named ${name}`);
  return apiKey;
}

/** The date the Expires column shows for a key that expires. */
function expiryDateOf(apiKey: ApiKeyRow) {
  if (!apiKey.expiresAt) throw new Error(`${apiKey.name} never expires`);
  return formatDate(apiKey.expiresAt);
}

const DAY = 24 * 3600 * 1000;

describe('API key table', () => {
  it('shows each key with its visible prefix and an Active or Revoked badge', () => {
    renderRemote(<ApiKeyTable apiKeys={sampleApiKeys()} onRevoke={() => undefined} />);
    expect(within(rowOf('Production server')).getByText('tl_AbC12345…')).toBeInTheDocument();
    expect(within(rowOf('Production server')).getByText('Active')).toBeInTheDocument();
    expect(within(rowOf('Local development')).getByText('Active')).toBeInTheDocument();
    expect(within(rowOf('Leaked in a gist')).getByText('Revoked')).toBeInTheDocument();
  });

  it('says Never for a key that was never used, and a relative time with the exact time in a title otherwise', () => {
    const keys = sampleApiKeys();
    renderRemote(<ApiKeyTable apiKeys={keys} onRevoke={() => undefined} />);
    expect(within(rowOf('Local development')).getByText('Never')).toBeInTheDocument();
    const lastUsed = within(rowOf('Production server')).getByText('3 minutes ago');
    expect(lastUsed.tagName).toBe('TIME');
    expect(lastUsed).toHaveAttribute('datetime', keys[0]!.lastUsedAt);
    expect(lastUsed.getAttribute('title')).toMatch(/\d/);
  });

  it('links every key, revoked ones too, to its own usage view', () => {
    const keys = sampleApiKeys();
    renderRemote(<ApiKeyTable apiKeys={keys} onRevoke={() => undefined} />);
    for (const apiKey of keys) {
      const link = within(rowOf(apiKey.name)).getByRole('link', { name: `Usage of ${apiKey.name}` });
      expect(link).toHaveAttribute('href', `/usage?key=${apiKey.id}`);
    }
  });

  it('offers Revoke on every key not yet revoked and hands over the chosen key', () => {
    const onRevoke = jest.fn();
    const keys = sampleApiKeys();
    renderRemote(<ApiKeyTable apiKeys={keys} onRevoke={onRevoke} />);
    expect(within(rowOf('Leaked in a gist')).queryByRole('button')).toBeNull();
    expect(rowOf('Leaked in a gist')).toHaveAttribute('data-revoked');
    fireEvent.click(screen.getByRole('button', { name: 'Revoke Production server' }));
    expect(onRevoke).toHaveBeenCalledWith(keys[0]);
  });
});

describe('API key expiry in the table', () => {
  it('shows an expired key as Expired, with the date it expired', () => {
    const expired = keyNamed('Hackathon demo');
    renderRemote(<ApiKeyTable apiKeys={[expired]} onRevoke={() => undefined} />);
    const row = rowOf('Hackathon demo');
    expect(within(row).getByText('Expired')).toBeInTheDocument();
    expect(within(row).queryByText('Active')).toBeNull();
    const date = within(row).getByText(expiryDateOf(expired));
    expect(date).toHaveAttribute('datetime', expired.expiresAt);
    expect(date.parentElement).toHaveTextContent(`Expired on ${expiryDateOf(expired)}`);
  });

  it('says Never for a key that never expires, and the date for one that will', () => {
    const keys = [keyNamed('Production server'), keyNamed('Local development')];
    renderRemote(<ApiKeyTable apiKeys={keys} onRevoke={() => undefined} />);
    expect(within(rowOf('Production server')).getByText('Never')).toBeInTheDocument();
    expect(within(rowOf('Production server')).getByText('Active')).toBeInTheDocument();
    expect(within(rowOf('Local development')).getByText(expiryDateOf(keys[1]!))).toBeInTheDocument();
    expect(within(rowOf('Local development')).getByText('Active')).toBeInTheDocument();
  });

  it('shows a key as Expired once its expiry has passed, even if the list was loaded before', () => {
    const loadedBeforeExpiry = {
      ...keyNamed('Local development'),
      expiresAt: new Date(Date.now() - 1000).toISOString(),
      isExpired: false,
    };
    renderRemote(<ApiKeyTable apiKeys={[loadedBeforeExpiry]} onRevoke={() => undefined} />);
    expect(within(rowOf('Local development')).getByText('Expired')).toBeInTheDocument();
  });

  it('shows Revoked for a revoked key even if it has also expired', () => {
    const revokedAndExpired = {
      ...keyNamed('Leaked in a gist'),
      expiresAt: new Date(Date.now() - 5 * DAY).toISOString(),
      isExpired: true,
    };
    renderRemote(<ApiKeyTable apiKeys={[revokedAndExpired]} onRevoke={() => undefined} />);
    expect(within(rowOf('Leaked in a gist')).getByText('Revoked')).toBeInTheDocument();
    expect(within(rowOf('Leaked in a gist')).queryByText('Expired')).toBeNull();
  });

  it('still lets an expired key be revoked', () => {
    const onRevoke = jest.fn();
    const expired = keyNamed('Hackathon demo');
    renderRemote(<ApiKeyTable apiKeys={[expired]} onRevoke={onRevoke} />);
    fireEvent.click(within(rowOf('Hackathon demo')).getByRole('button', { name: 'Revoke Hackathon demo' }));
    expect(onRevoke).toHaveBeenCalledWith(expired);
  });
});
