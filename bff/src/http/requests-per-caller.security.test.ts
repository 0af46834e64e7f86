// One caller cannot take a process's capacity from the others (http/requests-per-caller.ts). Over
// real HTTP: a request is held in flight by sending its headers and not the whole of its body, as
// a slow upload would; callers on other addresses connect from other loopback addresses. The
// process may hold 8 requests at once here, a caller 4 of them.
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { SignJWT } from 'jose';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import type { EntityManager } from '@mikro-orm/postgresql';
import { generateApiKey } from '../modules/keys/api-key.format.js';
import { startProxyFixture, type ProxyFixture } from '../test-support/proxy-fixture.js';

const TOO_MANY = {
  detail:
    'Too many requests at once: at most 4 of yours may be in progress; wait for their answers before sending more',
};

let f: ProxyFixture;
let port: number;
const held: net.Socket[] = [];

beforeAll(async () => {
  f = await startProxyFixture({
    SHED_MAX_REQUESTS_IN_FLIGHT: '8',
    SHED_MAX_REQUESTS_IN_FLIGHT_PER_CALLER: '4',
    SHED_RETRY_AFTER_SECONDS: '3',
  });
  port = Number(new URL(await f.t.app.listen({ port: 0, host: '127.0.0.1' })).port);
}, 120_000);

afterEach(releaseHeld);

afterAll(() => f.close());

function releaseHeld() {
  for (const socket of held.splice(0)) socket.destroy();
}

/** Sends a POST's headers and half its body from `from`, and leaves it at that: a request in flight. */
function holdOpen(path: string, headers: Record<string, string>, from = '127.0.0.1') {
  const socket = net.connect({ host: '127.0.0.1', port, localAddress: from });
  socket.on('error', () => {});
  const lines = Object.entries({ ...headers, 'content-type': 'application/json', 'content-length': '40' });
  socket.write(
    `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${lines.map(([k, v]) => `${k}: ${v}\r\n`).join('')}\r\n{"title":`,
  );
  held.push(socket);
}

interface Answer {
  status: number;
  retryAfter: string | undefined;
  body: unknown;
}

/** A GET from `from`; a request still unanswered after `timeoutMs` is given up, as status 0. */
function get(
  path: string,
  headers: Record<string, string> = {},
  from = '127.0.0.1',
  timeoutMs = 5_000,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path, headers, localAddress: from, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString();
        const isJson = String(res.headers['content-type']).startsWith('application/json');
        resolve({
          status: res.statusCode!,
          retryAfter: res.headers['retry-after'] as string | undefined,
          body: isJson ? JSON.parse(text) : text,
        });
      });
    });
    request.setTimeout(timeoutMs, () => {
      request.destroy();
      resolve({ status: 0, retryAfter: undefined, body: null });
    });
    request.on('error', reject);
  });
}

/** Asks until the answer has `status` (held requests are counted as their headers arrive), for at most 10 s. */
async function untilStatus(status: number, ask: () => Promise<Answer>): Promise<Answer> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const answer = await ask();
    if (answer.status === status || Date.now() > deadline) return answer;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('requests in flight per caller', () => {
  it('refuses an account past its share with 429 and Retry-After, while another account is served: one account cannot fill the process', async () => {
    const hog = await f.newAccount('hog');
    // Twice its share: the process's whole limit, were the excess let in.
    for (let i = 0; i < 8; i++) holdOpen('/api/items/', bearer(hog.token));

    const refused = await untilStatus(429, () => get('/api/users/me', bearer(hog.token)));
    expect(refused).toEqual({ status: 429, retryAfter: '3', body: TOO_MANY });
    // Without a share per caller, the held requests filled the process: 503 "Server is busy" for all.
    expect((await get('/api/users/me', bearer(f.token))).status).toBe(200);
    expect((await get('/api/items/', bearer(f.token))).status).toBe(200);

    // Requests given up by their client give their place back.
    releaseHeld();
    expect((await untilStatus(200, () => get('/api/users/me', bearer(hog.token)))).status).toBe(200);
  });

  it("counts a token that does not verify against its sender's address, never against the account it names", async () => {
    const me = (await get('/api/users/me', bearer(f.token))).body as { id: string };
    const forged = await new SignJWT({ ver: 0, sid: randomUUID() })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(me.id)
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode('not-the-secret-key-of-this-server-0123456789'));
    // GraphQL's route is public (its fields check access): a REST route would refuse the token at once.
    for (let i = 0; i < 4; i++) holdOpen('/graphql', bearer(forged), '127.0.0.2');

    // The forger's address is at its share; the account its tokens name is not.
    expect((await untilStatus(429, () => get('/api/openapi.json', {}, '127.0.0.2'))).status).toBe(429);
    expect((await get('/api/users/me', bearer(f.token), '127.0.0.2')).status).toBe(200);
    expect((await get('/api/openapi.json', {}, '127.0.0.3')).status).toBe(200);
  });

  it('does not count data calls with a working key, which their plan limits, nor the health check', async () => {
    // The key is accepted once; from then on its calls are its account's.
    expect((await get('/api/flashscore/football/live', { 'x-api-key': f.key })).status).toBe(200);
    for (let i = 0; i < 4; i++) holdOpen('/graphql', {}, '127.0.0.4');
    expect((await untilStatus(429, () => get('/api/openapi.json', {}, '127.0.0.4'))).status).toBe(429);

    expect((await get('/api/flashscore/football/live', { 'x-api-key': f.key }, '127.0.0.4')).status).toBe(200);
    expect((await get('/api/utils/health-check/', {}, '127.0.0.4')).status).toBe(200);
  });

  it("counts MCP requests against their key's account, from any address: no plan counts them, so a key holder cannot fill the process through /mcp", async () => {
    // The key is accepted once; from then on its requests are its account's.
    expect((await get(DATA_PATH, { 'x-api-key': f.key })).status).toBe(200);
    // Twice its share: the process's whole limit, were the excess let in.
    for (let i = 0; i < 8; i++) holdOpen('/mcp', { 'x-api-key': f.key }, '127.0.0.7');

    const refused = await untilStatus(429, () => get('/mcp', { 'x-api-key': f.key }, '127.0.0.8'));
    expect(refused).toEqual({ status: 429, retryAfter: '3', body: TOO_MANY });
    const other = await f.newAccount('mcp-bystander');
    expect((await get('/api/users/me', bearer(other.token))).status).toBe(200);
    // Its data calls, which its plan limits, are answered all the same.
    expect((await get(DATA_PATH, { 'x-api-key': f.key }, '127.0.0.8')).status).toBe(200);
  });

  it('counts data calls with made-up keys against their address: each is a lookup, none is a way around the limit', async () => {
    // The fixture's key is known to this process before the keys' table is locked.
    expect((await get(DATA_PATH, { 'x-api-key': f.key })).status).toBe(200);
    await whileKeysLocked(async (unlock) => {
      // Well-formed keys this server never issued: each waits on the locked table to be looked up.
      const madeUp = Array.from({ length: 4 }, () => get(DATA_PATH, { 'x-api-key': generateApiKey() }, '127.0.0.5'));
      const refused = await untilStatus(429, () =>
        get(DATA_PATH, { 'x-api-key': generateApiKey() }, '127.0.0.5', 1_000),
      );
      expect(refused).toEqual({ status: 429, retryAfter: '3', body: TOO_MANY });
      // The working key is answered from that address all the same.
      expect((await get(DATA_PATH, { 'x-api-key': f.key }, '127.0.0.5')).status).toBe(200);
      unlock();
      expect((await Promise.all(madeUp)).map((answer) => answer.status)).toEqual([401, 401, 401, 401]);
    });
  });

  it("answers all of an integration's calls at once with a key this process has not looked up yet: they share its one lookup", async () => {
    const { key } = await f.newKey('integration');
    await whileKeysLocked(async (unlock) => {
      // More than an address's share, within the process's limit.
      const calls = Array.from({ length: 6 }, () => get(DATA_PATH, { 'x-api-key': key }, '127.0.0.6'));
      // Long enough for all of them to arrive and wait on the lookup, or be refused.
      await new Promise((resolve) => setTimeout(resolve, 500));
      unlock();
      const answers = await Promise.all(calls);
      expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);
    });
  });
});

const DATA_PATH = '/api/flashscore/football/live';

/** Runs `work` while another connection holds the API keys' table locked, so every key lookup waits; `unlock` ends it early. */
async function whileKeysLocked(work: (unlock: () => void) => Promise<void>): Promise<void> {
  let unlock!: () => void;
  let locked!: () => void;
  const isLocked = new Promise<void>((resolve) => (locked = resolve));
  const lock = f.t.app.deps.orm.em.fork().transactional(async (em: EntityManager) => {
    await em.execute('lock table api_keys in access exclusive mode');
    locked();
    await new Promise<void>((resolve) => (unlock = resolve));
  });
  await isLocked;
  try {
    await work(unlock);
  } finally {
    unlock();
    await lock;
  }
}
