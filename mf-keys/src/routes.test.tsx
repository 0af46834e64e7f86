import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { PROBED_PACKAGES } from '@touchline/shell-contract';
import { renderRemote, testShell } from '@touchline/shell-contract/testing';
import { ApiKeysPage } from './pages/ApiKeysPage';
import { probe, routes } from './routes';
import { widgets } from './widgets';

describe('mf-keys', () => {
  it('provides the API Keys and API Explorer screens, and reports its singletons', () => {
    expect(routes.map((route) => route.path)).toEqual(['/api-keys', '/api-explorer']);
    expect(Object.keys(probe).sort()).toEqual([...PROBED_PACKAGES].sort());
  });

  it('shows how to call the API with a key against the configured API base', () => {
    renderRemote(<ApiKeysPage search={{}} shell={testShell()} />);
    expect(screen.getByRole('heading', { level: 1, name: 'API Keys' })).toBeInTheDocument();
    expect(screen.getByText(/X-API-Key: <your key>/)).toHaveTextContent('/api/flashscore/football/live');
  });

  it('puts a keys card on the dashboard that leads to /api-keys', () => {
    const [{ Component }] = widgets;
    renderRemote(<Component shell={testShell()} />);
    expect(screen.getByRole('link', { name: 'Manage keys' })).toHaveAttribute('href', '/api-keys');
  });
});
