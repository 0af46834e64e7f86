// The servers `npm run bench:proxy` measures, started on free ports of 127.0.0.1: the sample
// upstream, the two bare Fastify baselines and Touchline with an API key, and the single-flight
// check run against them.
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SERVER_NODE_FLAGS } from '../scripts/server-node-flags.mjs';
import { freePort, ROOT } from './bench-support.ts';

const BFF = path.join(ROOT, 'bff');
/** The cached endpoint the hit and miss runs ask for. */
export const PATH = '/football/live';

function waitFor(child: ChildProcess, pattern: RegExp): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = pattern.exec(output);
      if (match) resolve(match[1] ?? match[0]);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`exited with ${code}: ${output}`)));
  });
}

export async function startTargets(children: ChildProcess[]) {
  const upstreamPort = await freePort();
  const upstream = spawn(process.execPath, [path.join(BFF, 'dist/sample-upstream/main.js')], {
    env: { ...process.env, SAMPLE_UPSTREAM_PORT: String(upstreamPort) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(upstream);
  await waitFor(upstream, /sample upstream at (http:\/\/\S+)/);
  const upstreamUrl = `http://127.0.0.1:${upstreamPort}/flashscore`;
  const sampleJson = Buffer.from(await (await fetch(upstreamUrl + PATH)).arrayBuffer());
  const jsonFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'bench-')), 'live.json');
  writeFileSync(jsonFile, sampleJson);

  const baseline = async (file: string, arg: string) => {
    const port = await freePort();
    // The same Node.js flags as Touchline: the ratios compare the code, not two V8 configurations.
    const child = fork(path.join(import.meta.dirname, file), [String(port), arg], {
      stdio: 'ignore',
      execArgv: [...process.execArgv, ...SERVER_NODE_FLAGS],
    });
    children.push(child);
    await new Promise((resolve) => child.once('message', resolve));
    return { child, url: `http://127.0.0.1:${port}` };
  };
  const bareStatic = await baseline('static-baseline.ts', jsonFile);
  const bareProxy = await baseline('proxy-baseline.ts', upstreamUrl);

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-touchline-'));
  chmodSync(dataDir, 0o755);
  const pgPort = await freePort();
  const databaseUrl =
    process.env.DATABASE_URL || `postgresql://touchline:touchline-embedded@127.0.0.1:${pgPort}/touchline`;
  const touchline = spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(BFF, 'dist/server.js')], {
    env: {
      ...process.env,
      PORT: '0',
      DATA_DIR: dataDir,
      EMBEDDED_POSTGRES_PORT: String(pgPort),
      WEB_ROOT: 'off',
      LOG_LEVEL: 'warn',
      FLASHSCORE_UPSTREAM_URL: upstreamUrl,
      PLAN_FREE_PER_SECOND: '100000',
      PLAN_FREE_PER_DAY: '1000000000',
      PROXY_CACHE_TTLS: JSON.stringify({ [`flashscore:${PATH}`]: 3600 }),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(touchline);
  const touchlineUrl = await waitFor(touchline, /running at (http:\/\/\S+)/);
  await new Promise((resolve) => setTimeout(resolve, 200));
  const login = await fetch(`${touchlineUrl}/api/login/access-token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      username: process.env.FIRST_SUPERUSER ?? 'admin@example.com',
      password: process.env.FIRST_SUPERUSER_PASSWORD ?? 'changethis',
    }),
  });
  const { access_token } = (await login.json()) as { access_token: string };
  const created = await fetch(`${touchlineUrl}/api/api-keys/?name=bench`, {
    method: 'POST',
    headers: { authorization: `Bearer ${access_token}` },
  });
  const { key, api_key } = (await created.json()) as { key: string; api_key: { id: string } };
  return { upstream, upstreamUrl, bareStatic, bareProxy, touchline, touchlineUrl, key, keyId: api_key.id, databaseUrl };
}

/**
 * 100 identical requests at once for an answer nobody has asked for yet (the upstream is told
 * to take 200 ms, so all of them arrive while the first is out).
 */
export async function burstOfMisses(touchlineUrl: string, upstreamUrl: string, key: string) {
  const origin = new URL(upstreamUrl).origin;
  await fetch(`${origin}/_sample/reset-stats`, { method: 'POST' });
  const path = `/football/today?_delay=200&burst=${Date.now()}`;
  const answers = await Promise.all(
    Array.from({ length: 100 }, async () => {
      const response = await fetch(`${touchlineUrl}/api/flashscore${path}`, { headers: { 'x-api-key': key } });
      await response.arrayBuffer();
      return { status: response.status, cache: response.headers.get('x-cache') };
    }),
  );
  const stats = (await (await fetch(`${origin}/_sample/stats`)).json()) as { paths: Record<string, number> };
  return {
    requests: answers.length,
    ok: answers.filter((answer) => answer.status === 200).length,
    misses: answers.filter((answer) => answer.cache === 'MISS').length,
    upstreamCalls: stats.paths['/flashscore/football/today'] ?? 0,
  };
}
