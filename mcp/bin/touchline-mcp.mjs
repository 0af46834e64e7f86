#!/usr/bin/env node
// `npx touchline-mcp` (in this repository, after `npm install`): the MCP server over stdio. npm links
// this file at install time, before anything is built, so it is a committed launcher for the
// built server rather than the build output itself (a link to a file not yet built is skipped).
import { existsSync } from 'node:fs';

const server = new URL('../dist/cli.js', import.meta.url);
if (!existsSync(server)) {
  process.stderr.write('touchline-mcp: not built yet; run `npm run build -w @touchline/mcp` (or `npm start`) first.\n');
  process.exit(2);
}
await import(server.href);
