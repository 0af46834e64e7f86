// For the tests of a library shared shaken (react-router-api.ts, apollo-client-api.ts,
// styled-components-api.ts): what the code that runs on the shared copy imports from it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** The packages whose code runs on the shell's shared copies: every federated app, the kits and ui-kit. */
const SHARED_COPY_USERS = [
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

/** Files under `dir` whose names match `extension`, generated GraphQL (`graphql/` folders) left out. */
export function sourceFiles(dir: string, extension = /\.tsx?$/): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'graphql' ? [] : sourceFiles(full, extension);
    return extension.test(entry.name) ? [full] : [];
  });
}

export interface ImportStatement {
  /** Relative to the repository root. */
  file: string;
  from: string;
  /** What stands between `import` and `from`: `{ a, b as c }`, a default name, `* as x`. */
  clause: string;
}

/** Every value import statement (not `import type`) from a module `from` matches, in `files`. */
export function importsFrom(
  from: RegExp,
  files = SHARED_COPY_USERS.flatMap((app) => sourceFiles(path.join(repoRoot, app, 'src'))),
): ImportStatement[] {
  return files.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/^import\s+(?!type\s)([^;]*?)\s+from\s+['"]([^'"]+)['"]/gm)]
      .filter(([, , module = '']) => from.test(module))
      .map(([, clause = '', module = '']) => ({ file: path.relative(repoRoot, file), from: module, clause })),
  );
}

/** The values (not types) a `{ … }` import takes, by their exported names. */
function namedValues({ clause }: ImportStatement): string[] {
  return (/^\{([^}]*)\}$/.exec(clause)?.[1] ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name && !name.startsWith('type '))
    .map((name) => name.split(/\s+as\s+/, 1).join(''));
}

/** `file: name` for each value an import takes that the list of its module leaves out. */
export function unlistedValues(imports: ImportStatement[], listOf: (from: string) => readonly string[]): string[] {
  return imports.flatMap((statement) =>
    namedValues(statement)
      .filter((name) => !listOf(statement.from).includes(name))
      .map((name) => `${statement.file}: ${name}`),
  );
}
