import { describe, expect, it } from '@jest/globals';
import { REACT_ROUTER_EXPORTS } from './react-router-api.ts';
import { importsFrom, unlistedValues } from './testing/sharedSurface.ts';

const imports = importsFrom(/^react-router(-dom)?$/);

describe('the React Router surface the federated apps share', () => {
  it('covers every react-router export the apps import', () => {
    expect(unlistedValues(imports, () => REACT_ROUTER_EXPORTS)).toEqual([]);
  });

  it('is reached through react-router only, never react-router-dom', () => {
    expect(imports.filter(({ from }) => from === 'react-router-dom').map(({ file }) => file)).toEqual([]);
  });

  it('finds the imports it checks', () => {
    expect(imports.length).toBeGreaterThan(20);
  });
});
