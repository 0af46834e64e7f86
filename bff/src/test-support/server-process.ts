// Runs the compiled bff as a child process, the way `npm start` does, for tests that need
// real processes: signals, restarts, several processes sharing a database and Redis.
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const serverEntry = path.resolve(import.meta.dirname, '..', '..', 'dist', 'server.js');
const running: ChildProcess[] = [];

/** A data folder the embedded PostgreSQL can use: run as root, it drops to the 'postgres' user. */
export function tempDataDir(prefix: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  chmodSync(dir, 0o755);
  return dir;
}

export async function bootServer(pgPort: number, env: Record<string, string> = {}, dataDir = tempDataDir('touchline-server-')) {
  const child = spawn(process.execPath, [serverEntry], {
    env: {
      PATH: process.env.PATH,
      PORT: '0',
      DATA_DIR: dataDir,
      EMBEDDED_POSTGRES_PORT: String(pgPort),
      WEB_ROOT: 'off',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 90_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/\S+)/.exec(output);
      // The banner's lines may arrive in separate chunks: wait for the blank line that ends it.
      if (match && output.slice(match.index).includes('\n\n')) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, url, exited, output: () => output };
}

export function killServerProcesses() {
  for (const child of running) if (child.exitCode === null) child.kill('SIGKILL');
}

/** The URL of the embedded database a booted server started on `pgPort`. */
export const embeddedDatabaseUrl = (pgPort: number) => `postgresql://touchline:touchline-embedded@127.0.0.1:${pgPort}/touchline`;
