import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderRemote } from '@touchline/shell-contract/testing';
import { ApiKeyTable } from './ApiKeyTable';
import { sampleApiKeys } from './fixtures';

function rowOf(name: string) {
  return screen.getByRole('row', { name: new RegExp(name) });
}

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
    expect(lastUsed).toHaveAttribute('datetime', keys[0].lastUsedAt);
    expect(lastUsed.getAttribute('title')).toMatch(/\d/);
  });

  it('offers Revoke only on active keys and hands over the chosen key', () => {
    const onRevoke = jest.fn();
    const keys = sampleApiKeys();
    renderRemote(<ApiKeyTable apiKeys={keys} onRevoke={onRevoke} />);
    expect(within(rowOf('Leaked in a gist')).queryByRole('button')).toBeNull();
    expect(rowOf('Leaked in a gist')).toHaveAttribute('data-revoked');
    fireEvent.click(screen.getByRole('button', { name: 'Revoke Production server' }));
    expect(onRevoke).toHaveBeenCalledWith(keys[0]);
  });
});
