// Test code does not ship: what the build compiles and what the package holds are the server
// and its tools, never the tests' fixtures, helpers or fuzzers.
import { expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import ts from 'typescript';

const bff = path.resolve(import.meta.dirname, '..');
const run = promisify(execFile);

/** Test support by where it lives or what it imports. */
function isTestSupport(file: string): boolean {
  const relative = path.relative(bff, file).split(path.sep).join('/');
  return (
    /(^|\/)(test-support|fuzz)\//.test(relative) ||
    /\.(test|fixture)\.[cm]?[jt]s(\.map)?$/.test(relative) ||
    (/\.[cm]?ts$/.test(relative) && /from '@jest\/globals'/.test(readFileSync(file, 'utf8')))
  );
}

it('the build compiles no test, fixture or test helper, not even through an import', () => {
  const configFile = path.join(bff, 'tsconfig.build.json');
  const parsed = ts.getParsedCommandLineOfConfigFile(
    configFile,
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  );
  if (!parsed) throw new Error('tsconfig.build.json could not be read');
  const program = ts.createProgram({ rootNames: parsed.fileNames, options: { ...parsed.options, noEmit: true } });
  const compiled = program
    .getSourceFiles()
    .map((source) => source.fileName)
    .filter((file) => file.startsWith(path.join(bff, 'src')));

  expect(compiled.length).toBeGreaterThan(100);
  expect(compiled.filter(isTestSupport)).toEqual([]);
  // The rule itself recognises test support, or the check above could not fail.
  expect(
    [path.join(bff, 'src/test-support/usage-fixture.ts'), path.join(bff, 'src/app.ts')].map(isTestSupport),
  ).toEqual([true, false]);
});

it('the package holds the built server and no test support, even where an older build left some in dist', async () => {
  const { stdout } = await run('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: bff });
  const files = (JSON.parse(stdout) as { files: { path: string }[] }[])[0]!.files.map((file) => file.path);

  expect(files).toEqual(expect.arrayContaining(['dist/server.js', 'dist/app.js', 'scripts/run-server.mjs']));
  expect(files.filter((file) => file.startsWith('src/') || isTestSupport(path.join(bff, file)))).toEqual([]);
});
