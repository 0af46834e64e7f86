// The compiled bff that `npm run bench:usage` asks over HTTP: started on the bench database, on a
// free port of 127.0.0.1, with a superuser to sign in as.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { SERVER_NODE_FLAGS } from '../scripts/server-node-flags.mjs';
import { ROOT } from './bench-support.ts';

const BFF = path.join(ROOT, 'bff');
const SUPERUSER = { email: 'bench-admin@touchline.test', password: 'bench-admin-password' };

/** Starts the bff; `children` gets its process, for the caller to stop. */
export async function startServer(databaseUrl: string, children: ChildProcess[]): Promise<string> {
  const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(BFF, 'dist/server.js')], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: '0',
      WEB_ROOT: 'off',
      // Raw events stay for the raw-aggregate baseline (the product keeps 30 days by default).
      USAGE_EVENTS_RETENTION_DAYS: '120',
      LOG_LEVEL: 'warn',
      FIRST_SUPERUSER: SUPERUSER.email,
      FIRST_SUPERUSER_PASSWORD: SUPERUSER.password,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(server);
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/\S+)/.exec(output);
      if (match) resolve(match[1]!);
    };
    server.stdout!.on('data', onData);
    server.stderr!.on('data', onData);
    server.once('exit', (code) => reject(new Error(`bff exited with ${code}: ${output}`)));
  });
}

export async function signIn(url: string): Promise<Record<string, string>> {
  const login = await fetch(`${url}/api/login/access-token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: SUPERUSER.email, password: SUPERUSER.password }),
  });
  const { access_token } = (await login.json()) as { access_token: string };
  return { authorization: `Bearer ${access_token}` };
}
