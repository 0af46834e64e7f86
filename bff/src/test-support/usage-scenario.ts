// The usage API tests' scenario: two accounts, ana with three keys and bob with one, and calls
// metered at chosen moments around the edges of every window, with the clock frozen at NOW. The
// bindings are ES module live bindings, set once the scenario's beforeAll has run.
import { afterAll, beforeAll, jest } from '@jest/globals';
import { UsageFixture, freezeClock, type Account, type MeteredCall } from './usage-fixture.js';

// Friday 2030-03-15 10:30:20 UTC. Window starts: 24h 2030-03-14T11:00Z, 7d 2030-03-08T11:00Z,
// 30d 2030-02-14T00:00Z, 90d 2029-12-16T00:00Z.
export const NOW = new Date('2030-03-15T10:30:20.000Z');

export let f: UsageFixture;
export let ana: Account;
export let bob: Account;
export let [A1, A2, A3] = ['', '', ''];

const at = (iso: string) => new Date(iso);
export const LIVE = '/football/live';

/** Meters the scenario above before the file's tests, and stops the fixture after them. */
export function useUsageScenario() {
  beforeAll(async () => {
    freezeClock(NOW);
    f = await UsageFixture.start();
    ana = await f.account({ keyCount: 3 });
    bob = await f.account({ keyCount: 1 });
    [A1, A2, A3] = ana.keys as [string, string, string];
    const call = (fields: Partial<MeteredCall> & Pick<MeteredCall, 'at'>): MeteredCall => ({
      userId: ana.id,
      apiKeyId: A1,
      provider: 'flashscore',
      endpoint: LIVE,
      status: 200,
      latencyMs: 5,
      bytes: 10,
      cacheStatus: 'NONE',
      ...fields,
    });
    await f.meter([
      call({ at: at('2030-03-15T10:30:10Z'), latencyMs: 4, bytes: 100, cacheStatus: 'HIT' }), // e1
      call({ at: at('2030-03-15T10:29:00Z'), latencyMs: 10, bytes: 200, cacheStatus: 'MISS' }), // e2
      call({
        at: at('2030-03-15T10:00:00Z'),
        apiKeyId: A2,
        provider: 'transfermarkt',
        endpoint: '/players/{id}/profile',
        status: 404,
        latencyMs: 50,
        bytes: 50,
      }), // e3
      call({ at: at('2030-03-15T08:15:00Z'), status: 500, latencyMs: 1000, bytes: 30 }), // e4
      call({ at: at('2030-03-15T00:00:00Z'), endpoint: '/football/today', status: 429, latencyMs: 0.5, bytes: 20 }), // e5
      call({ at: at('2030-03-14T11:00:00Z'), apiKeyId: A2, latencyMs: 2, bytes: 10, cacheStatus: 'STALE' }), // e6: first hour of 24h
      call({ at: at('2030-03-14T10:59:59.999Z'), apiKeyId: A2, latencyMs: 3 }), // e7: just before 24h
      call({
        at: at('2030-03-08T11:00:00Z'),
        provider: 'transfermarkt',
        endpoint: '/clubs/{id}/profile',
        latencyMs: 20,
      }), // e8: first hour of 7d
      call({ at: at('2030-03-08T10:59:59.999Z') }), // e9: just before 7d
      call({ at: at('2030-02-14T00:00:00Z') }), // e10: first day of 30d
      call({ at: at('2030-02-13T23:59:59.999Z') }), // e11: just before 30d
      call({ at: at('2029-12-16T00:00:00Z') }), // e12: first day of 90d
      call({ at: at('2029-12-15T23:59:59.999Z') }), // e13: just before 90d
      call({ at: at('2030-03-15T10:00:00Z'), userId: bob.id, apiKeyId: bob.keys[0]!, latencyMs: 7 }), // bob's
    ]);
  });
  afterAll(async () => {
    await f.close();
    jest.useRealTimers();
  });
}
