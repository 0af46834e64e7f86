import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderRemote, testShell } from '@touchline/remote-devkit/testing';
import { PROBED_PACKAGES } from '@touchline/shell-contract';
import { ApiKeysWidgetQuery } from './components/ApiKeysWidget';
import { sampleApiKeys } from './testing/fixtures';
import { probe, routes } from './routes';
import { widgets } from './widgets';

describe('mf-keys', () => {
  it('provides the API Keys, API Explorer and Provider Status screens, and reports its singletons', () => {
    expect(routes.map((route) => route.path)).toEqual(['/api-keys', '/api-explorer', '/status']);
    expect(Object.keys(probe).sort()).toEqual([...PROBED_PACKAGES].sort());
  });

  it('puts a keys card on the dashboard with the number of active keys (neither revoked nor expired), leading to /api-keys', async () => {
    const { Component } = widgets[0]!;
    const apiKeys = sampleApiKeys().map(({ id, isRevoked, expiresAt, isExpired }) => ({
      __typename: 'ApiKey',
      id,
      isRevoked,
      expiresAt,
      isExpired,
    }));
    renderRemote(<Component shell={testShell()} />, {
      mocks: [{ request: { query: ApiKeysWidgetQuery }, result: { data: { apiKeys } } }],
    });
    expect(await screen.findByText('active keys')).toBeInTheDocument();
    expect(screen.getByText('2')).toBeInTheDocument();
    expect(screen.getByText('1 revoked and 1 expired key kept for the record.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage keys' })).toHaveAttribute('href', '/api-keys');
  });
});
