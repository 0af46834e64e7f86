// Runs the built bff (`bff/dist/server.js`) with the Node.js flags it is meant to run with, in a
// process group of its own: `npm start` and the bff's own start and dev scripts all run it
// through here.
//
// Why a group of its own: Ctrl-C in a terminal sends SIGINT to every process of the foreground
// group, and the embedded PostgreSQL, a child of the bff, is one of them. PostgreSQL takes SIGINT
// as "fast shutdown" and ends every session at once, so the bff lost its connections before it had
// written the last half second of metering. Detached, only this launcher hears the terminal; it
// passes the signal on to the bff, which finishes in-flight requests, writes the metering and only
// then stops the database.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { SERVER_NODE_FLAGS } from './server-node-flags.mjs';

const SERVER_ENTRY = path.resolve(import.meta.dirname, '..', 'dist', 'server.js');
/** What each signal this launcher hears becomes for the bff (a closed terminal: a graceful stop). */
const PASSED_ON = { SIGINT: 'SIGINT', SIGTERM: 'SIGTERM', SIGHUP: 'SIGTERM' };

/** Starts the bff and ends this process with the bff's exit code once it has stopped. */
export function runServer({ cwd = process.cwd() } = {}) {
  const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER_ENTRY], {
    cwd,
    stdio: 'inherit',
    detached: true,
  });
  for (const [heard, sent] of Object.entries(PASSED_ON)) process.on(heard, () => server.kill(sent));
  server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  return server;
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) runServer();
