// Test arrangement shared by the usage tests: a frozen clock, users with keys, and metered
// events written through the real UsageRecorder (raw events and rollups in one statement).
import { jest } from '@jest/globals';
import { timeOrderedUuid } from '../shared/ids.js';
import type { UsageEvent } from '../modules/usage/metering/usage-recorder.js';
import { closeRollupBuckets, truncateUsage } from './rollups.js';
import { bearer, SUPERUSER, startTestApp, type TestApp } from './test-app.js';

/**
 * Freezes `Date` (only: timers, ticks and performance stay real) so that windows and buckets
 * do not move while a test runs. Tokens are issued and checked against the same frozen time.
 */
export function freezeClock(now: Date) {
  jest.useFakeTimers({
    now,
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
}

export interface Account {
  id: string;
  token: string;
  keys: string[];
}

/** A call to meter, `at` a given time: a GET of its endpoint's name unless it says otherwise. */
export type MeteredCall = Omit<UsageEvent, 'requestId' | 'occurredAt' | 'method' | 'path'> &
  Partial<Pick<UsageEvent, 'method' | 'path' | 'requestId'>> & { at: Date };

let accountCount = 0;

export class UsageFixture {
  private constructor(readonly t: TestApp) {}

  static async start(env: Record<string, string> = {}): Promise<UsageFixture> {
    return new UsageFixture(await startTestApp(env));
  }

  /** A user who signed in, with `keyCount` API keys created over REST. */
  async account(options: { keyCount?: number; superuser?: boolean } = {}): Promise<Account> {
    const email = `usage-${++accountCount}@touchline.test`;
    const user = await this.t.createUser({
      email,
      password: 'usage-password',
      isSuperuser: options.superuser ?? false,
    });
    const token = await this.t.login(email, 'usage-password');
    const keys: string[] = [];
    for (let i = 0; i < (options.keyCount ?? 1); i++) {
      const response = await this.t.app.inject({
        method: 'POST',
        url: `/api/api-keys/?name=Key%20${i + 1}`,
        headers: bearer(token),
      });
      keys.push(response.json().api_key.id);
    }
    return { id: user.id, token, keys };
  }

  /** The cast of the access tests: two accounts with a key each, ana and bob, and the superuser. */
  async twoAccountsAndTheSuperuser(): Promise<{ ana: Account; bob: Account; admin: Account }> {
    const ana = await this.account({ keyCount: 1 });
    const bob = await this.account({ keyCount: 1 });
    return { ana, bob, admin: await this.superuser() };
  }

  /** The seeded first superuser. */
  async superuser(): Promise<Account> {
    const token = await this.t.login(SUPERUSER.email, SUPERUSER.password);
    const me = await this.t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) });
    return { id: me.json().id, token, keys: [] };
  }

  /**
   * Meters calls through the app's own UsageRecorder and writes them now; answers their request
   * ids (UUID v7 of their moment unless given, as the proxy's are).
   */
  async meter(calls: MeteredCall[]): Promise<string[]> {
    const ids: string[] = [];
    for (const call of calls) {
      const { at, method = 'GET', path = call.endpoint, requestId = timeOrderedUuid(at.getTime()), ...rest } = call;
      this.t.app.deps.usage.record({ ...rest, method, path, requestId, occurredAt: at });
      ids.push(requestId);
    }
    await this.t.app.deps.usage.flush();
    return ids;
  }

  /** Closes the rollup buckets that had ended by `moment`, as the app's compactor does. */
  closeBucketsEndedBy(moment: number): Promise<void> {
    return closeRollupBuckets(this.t.app.deps.orm, moment);
  }

  /** Forgets every metered call (and when keys were last used). */
  async clearUsage(): Promise<void> {
    await truncateUsage(this.t.app.deps.orm);
    await this.t.app.deps.orm.em.fork().execute('update api_keys set last_used_at = null');
  }

  get(url: string, token: string) {
    return this.t.app.inject({ method: 'GET', url, headers: bearer(token) });
  }

  async graphql(query: string, variables: Record<string, unknown>, token: string) {
    const response = await this.t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: { query, variables },
    });
    return response.json() as {
      data?: Record<string, any> | null;
      errors?: { message: string; extensions: Record<string, any> }[];
    };
  }

  close() {
    return this.t.close();
  }
}
