import { describe, expect, it } from '@jest/globals';
import { PROBED_PACKAGES } from '@touchline/shell-contract';
import { probe, routes } from './routes';

describe('mf-admin', () => {
  it('provides the /admin screen and reports its singletons', () => {
    expect(routes.map((route) => route.path)).toEqual(['/admin']);
    expect(routes[0]!.title).toBe('Manage Users');
    expect(Object.keys(probe).sort()).toEqual([...PROBED_PACKAGES].sort());
  });
});
