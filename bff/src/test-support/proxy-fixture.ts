// A test app wired to a real sample upstream, with one user and one API key ready to call it.
import type { InjectOptions, Response as LightMyRequestResponse } from 'light-my-request';
import { startSampleUpstream, type RunningSampleUpstream } from '../sample-upstream/sample-upstream.js';
import { bearer, loginRequest, startTestApp, type TestApp } from './test-app.js';

export interface ProxyFixture {
  t: TestApp;
  upstream: RunningSampleUpstream;
  token: string;
  key: string;
  call(path: string, key?: string | null): Promise<LightMyRequestResponse>;
  newKey(name?: string): Promise<{ id: string; key: string }>;
  /** A new account with a key named `name`: the fixture's own keys all belong to one account. */
  newAccount(name: string): Promise<{ token: string; id: string; key: string }>;
  /**
   * Makes a key expire `ms` from now by the database's clock (negative: already expired), and
   * returns that moment by this process's clock (read before the update, so not later than it).
   */
  expireKeyIn(id: string, ms: number): Promise<number>;
  upstreamCalls(path: string): Promise<number>;
  /** Writes metered events now instead of waiting for the next tick. */
  flushUsage(): Promise<void>;
  /** Writes metered events now, then reads `/api/usage/<path>` as the fixture's account. */
  usageAfterFlush(path: string): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

let userCount = 0;

/** How long a set-up request is repeated while the app refuses it as busy. */
const SET_UP_PATIENCE_MS = 30_000;

/**
 * A set-up request sent as a client that honours Retry-After: a process just started on a busy
 * machine may shed its first requests (load shedding judges its event loop from the start), and a
 * test's set-up is not what it tests. The calls a test makes (`call`) are never repeated.
 */
async function injectWhenServing(t: TestApp, request: InjectOptions): Promise<LightMyRequestResponse> {
  const deadline = Date.now() + SET_UP_PATIENCE_MS;
  for (;;) {
    const response = await t.app.inject(request);
    if (response.statusCode !== 503 || !response.headers['retry-after'] || Date.now() > deadline) return response;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export async function startProxyFixture(
  env: Record<string, string> = {},
  upstreamOptions: { expectedKey?: string } = {},
): Promise<ProxyFixture> {
  const upstream = await startSampleUpstream(upstreamOptions);
  const t = await startTestApp(
    { PLAN_FREE_PER_SECOND: '1000', PLAN_FREE_PER_DAY: '100000', ...env },
    { upstreamBaseUrls: { flashscore: `${upstream.url}/flashscore`, transfermarkt: `${upstream.url}/transfermarkt` } },
  );
  const keyOf = async (owner: string, name: string) => {
    const response = await injectWhenServing(t, {
      method: 'POST',
      url: `/api/api-keys/?name=${encodeURIComponent(name)}`,
      headers: bearer(owner),
    });
    return { id: response.json().api_key.id as string, key: response.json().key as string };
  };
  const accountWithKey = async (user: string, keyName: string) => {
    const email = `${user}-${++userCount}@touchline.test`;
    await t.createUser({ email, password: 'proxy-password' });
    const login = await injectWhenServing(t, loginRequest(email, 'proxy-password'));
    if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
    const token = login.json<{ access_token: string }>().access_token;
    return { token, ...(await keyOf(token, keyName)) };
  };
  const { token, key } = await accountWithKey('proxy-user', 'Test key');
  const newKey = (name = 'Test key') => keyOf(token, name);
  return {
    t,
    upstream,
    token,
    key,
    newKey,
    newAccount: (name) => accountWithKey(name, name),
    expireKeyIn: async (id, ms) => {
      const expiresAt = Date.now() + ms;
      await t.app.deps.orm.em
        .fork()
        .execute('update api_keys set expires_at = now() + make_interval(secs => ?) where id = ?', [ms / 1000, id]);
      return expiresAt;
    },
    call: (path, withKey = key) =>
      t.app.inject({ method: 'GET', url: path, headers: withKey ? { 'x-api-key': withKey } : {} }),
    upstreamCalls: async (path) => {
      const stats = (await (await fetch(`${upstream.url}/_sample/stats`)).json()) as { paths: Record<string, number> };
      return stats.paths[path] ?? 0;
    },
    flushUsage: () => t.app.deps.usage.flush(),
    usageAfterFlush: async (path) => {
      await t.app.deps.usage.flush();
      return t.app.inject({ method: 'GET', url: `/api/usage/${path}`, headers: bearer(token) });
    },
    close: async () => {
      await t.close();
      await upstream.close();
    },
  };
}
