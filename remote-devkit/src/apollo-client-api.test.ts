import { describe, expect, it } from '@jest/globals';
import path from 'node:path';
import { APOLLO_CLIENT_EXPORTS, APOLLO_CLIENT_REACT_EXPORTS } from './apollo-client-api.ts';
import { importsFrom, repoRoot, sourceFiles, unlistedValues } from './testing/sharedSurface.ts';

const listed: Record<string, string[]> = {
  '@apollo/client': APOLLO_CLIENT_EXPORTS,
  '@apollo/client/react': APOLLO_CLIENT_REACT_EXPORTS,
};
const listOf = (from: string) => listed[from] ?? [];

describe('the Apollo Client surface the federated apps share', () => {
  it('covers every @apollo/client and @apollo/client/react value the apps import', () => {
    const imports = importsFrom(/^@apollo\/client(\/react)?$/);
    expect(imports.length).toBeGreaterThan(10);
    expect(unlistedValues(imports, listOf)).toEqual([]);
  });

  it("covers what Apollo's own React entry imports from the package root", () => {
    const apolloReact = sourceFiles(path.join(repoRoot, 'node_modules/@apollo/client/react'), /\.js$/);
    expect(unlistedValues(importsFrom(/^@apollo\/client$/, apolloReact), listOf)).toEqual([]);
  });
});
