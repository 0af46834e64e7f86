import { describe, expect, it } from '@jest/globals';
import { STYLED_COMPONENTS_EXPORTS } from './styled-components-api.ts';
import { importsFrom, unlistedValues } from './testing/sharedSurface.ts';

const imports = importsFrom(/^styled-components$/);

describe('the styled-components surface the federated apps share', () => {
  it('covers every styled-components export the apps and ui-kit import', () => {
    expect(unlistedValues(imports, () => STYLED_COMPONENTS_EXPORTS)).toEqual([]);
  });

  it('is imported by name only, never as a default or namespace import', () => {
    expect(
      imports.filter(({ clause }) => !clause.startsWith('{')).map(({ file, clause }) => `${file}: ${clause}`),
    ).toEqual([]);
  });

  it('finds the imports it checks', () => {
    expect(imports.length).toBeGreaterThan(50);
  });
});
