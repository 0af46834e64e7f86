import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REACT_ROUTER_EXPORTS } from './react-router-api.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const federatedApps = [
  'shell',
  'shell-contract',
  'remote-devkit',
  'mf-auth',
  'mf-keys',
  'mf-usage',
  'mf-billing',
  'mf-admin',
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'graphql' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const imports = federatedApps.flatMap((app) =>
  sourceFiles(path.join(repoRoot, app, 'src')).flatMap((file) =>
    [
      ...readFileSync(file, 'utf8').matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'(react-router(?:-dom)?)'/g),
    ].map(([, names = '', from]) => ({
      file: path.relative(repoRoot, file),
      from,
      names: names.split(',').map((n) => n.trim()),
    })),
  ),
);

describe('the React Router surface the federated apps share', () => {
  it('covers every react-router export the apps import', () => {
    const missing = imports.flatMap(({ file, names }) =>
      names
        .filter((name) => name && !name.startsWith('type '))
        .map((name) => name.split(/\s+as\s+/, 1).join(''))
        .filter((name) => !REACT_ROUTER_EXPORTS.includes(name))
        .map((name) => `${file}: ${name}`),
    );
    expect(missing).toEqual([]);
  });

  it('is reached through react-router only, never react-router-dom', () => {
    expect(imports.filter(({ from }) => from === 'react-router-dom').map(({ file }) => file)).toEqual([]);
  });
});
