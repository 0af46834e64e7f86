import { describe, expect, it } from '@jest/globals';
import { PROBED_PACKAGES } from '@touchline/shell-contract';
import { probe, routes } from './routes';

describe('mf-auth public API', () => {
  it('provides every screen the shell routes to it', () => {
    expect(routes.map((route) => route.path).sort()).toEqual(
      [
        '/activate',
        '/email-change/cancel',
        '/email-change/confirm',
        '/login',
        '/recover-password',
        '/reset-password',
        '/settings',
        '/signup',
      ].sort(),
    );
  });

  it('reports the identity of every shared singleton', () => {
    expect(Object.keys(probe).sort()).toEqual([...PROBED_PACKAGES].sort());
  });
});
