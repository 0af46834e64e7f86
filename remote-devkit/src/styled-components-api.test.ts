import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { STYLED_COMPONENTS_EXPORTS } from './styled-components-api.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');
// ui-kit too: its styled components use the shared copy the apps load.
const federatedApps = [
  'shell',
  'shell-contract',
  'remote-devkit',
  'ui-kit',
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

/** Each value import statement from styled-components, with what it takes between `import` and `from`. */
const imports = federatedApps.flatMap((app) =>
  sourceFiles(path.join(repoRoot, app, 'src')).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/^import\s+(?!type\s)([^;]*?)\s+from\s+['"]styled-components['"]/gm)].map(
      ([, clause = '']) => ({ file: path.relative(repoRoot, file), clause }),
    ),
  ),
);

describe('the styled-components surface the federated apps share', () => {
  it('covers every styled-components export the apps and ui-kit import', () => {
    const missing = imports.flatMap(({ file, clause }) =>
      (/^\{([^}]*)\}$/.exec(clause)?.[1] ?? '')
        .split(',')
        .map((name) => name.trim())
        .filter((name) => name && !name.startsWith('type '))
        .map((name) => name.split(/\s+as\s+/, 1).join(''))
        .filter((name) => !STYLED_COMPONENTS_EXPORTS.includes(name))
        .map((name) => `${file}: ${name}`),
    );
    expect(missing).toEqual([]);
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
