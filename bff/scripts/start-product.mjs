// `npm start` at the root: the whole product in one process. Builds every package the bff
// serves whose build is missing or older than its sources, then runs the bff, which serves
// the dashboard, GraphQL and the REST API on one port (PORT, default 8000).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { runServer } from './run-server.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 22)) {
  console.error(`Touchline needs Node.js 22.22 or newer (24 recommended, see .nvmrc); this is ${process.version}.`);
  process.exit(1);
}

/** Packages in build order; each is rebuilt when a source file is newer than its build marker. */
const packages = [
  // The bff serves /mcp with the MCP server's package.
  { name: '@touchline/mcp', dir: 'mcp', sources: ['src'], marker: 'dist/index.js' },
  { name: '@touchline/bff', dir: 'bff', sources: ['src', '../mcp/src'], marker: 'dist/server.js' },
  ...['mf-auth', 'mf-keys', 'mf-usage', 'mf-billing', 'mf-admin'].map((dir) => ({
    name: `@touchline/${dir}`,
    dir,
    sources: ['src', '../ui-kit/src', '../shell-contract/src', '../remote-devkit/src'],
    marker: 'dist/mf-manifest.json',
  })),
  {
    name: '@touchline/shell',
    dir: 'shell',
    sources: ['src', 'public', '../ui-kit/src', '../shell-contract/src', '../remote-devkit/src'],
    marker: 'dist/index.html',
  },
];

function newestMtime(folder) {
  if (!existsSync(folder)) return 0;
  const stat = statSync(folder);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(folder).map((entry) => newestMtime(path.join(folder, entry))));
}

for (const pkg of packages) {
  const marker = path.join(root, pkg.dir, pkg.marker);
  const builtAt = existsSync(marker) ? statSync(marker).mtimeMs : 0;
  const changedAt = Math.max(...pkg.sources.map((source) => newestMtime(path.join(root, pkg.dir, source))));
  if (builtAt >= changedAt) continue;
  console.log(`[touchline] building ${pkg.name}${builtAt ? ' (sources changed)' : ''}`);
  const build = spawnSync('npm', ['run', 'build', '--silent', '-w', pkg.name], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

runServer({ cwd: root });
