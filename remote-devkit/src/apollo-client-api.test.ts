import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { APOLLO_CLIENT_EXPORTS, APOLLO_CLIENT_REACT_EXPORTS } from './apollo-client-api.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const federatedApps = ['shell', 'remote-devkit', 'mf-auth', 'mf-keys', 'mf-usage', 'mf-billing', 'mf-admin'];
const apolloReact = path.join(repoRoot, 'node_modules/@apollo/client/react');
const allowed: Record<string, string[]> = {
  '@apollo/client': APOLLO_CLIENT_EXPORTS,
  '@apollo/client/react': APOLLO_CLIENT_REACT_EXPORTS,
};

function sourceFiles(dir: string, extension: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'graphql' ? [] : sourceFiles(full, extension);
    return extension.test(entry.name) ? [full] : [];
  });
}

/** `file: name` for each value (not type) an import statement takes from `entries` and their lists leave out. */
function unlisted(files: string[], entries: RegExp): string[] {
  return files.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/^import\s+\{([^}]*)\}\s+from\s+['"]([^'"]+)['"]/gm)]
      .filter(([, , from = '']) => entries.test(from))
      .flatMap(([, names = '', from = '']) =>
        names
          .split(',')
          .map((name) => name.trim())
          .filter((name) => name && !name.startsWith('type '))
          .map((name) => name.split(/\s+as\s+/, 1).join(''))
          .filter((name) => !allowed[from]?.includes(name)),
      )
      .map((name) => `${path.relative(repoRoot, file)}: ${name}`),
  );
}

describe('the Apollo Client surface the federated apps share', () => {
  it('covers every @apollo/client and @apollo/client/react value the apps import', () => {
    const files = federatedApps.flatMap((app) => sourceFiles(path.join(repoRoot, app, 'src'), /\.tsx?$/));
    expect(unlisted(files, /^@apollo\/client(\/react)?$/)).toEqual([]);
  });

  it("covers what Apollo's own React entry imports from the package root", () => {
    expect(unlisted(sourceFiles(apolloReact, /\.js$/), /^@apollo\/client$/)).toEqual([]);
  });
});
