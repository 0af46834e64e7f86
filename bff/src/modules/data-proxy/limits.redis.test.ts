// Two bff processes sharing one database and one Redis enforce one quota between them.
import { afterAll, describe, expect, it } from '@jest/globals';
import { freePort } from '../../test-support/free-port.js';
import {
  bootServer,
  createApiKey,
  embeddedDatabaseUrl,
  killServerProcesses,
  superuserToken,
} from '../../test-support/server-process.js';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
afterAll(killServerProcesses);

describe('limits with REDIS_URL', () => {
  it('counts one daily quota across two processes and every key of the account', async () => {
    const pgPort = await freePort();
    const limits = { PLAN_FREE_PER_SECOND: '1000', PLAN_FREE_PER_DAY: '6', REDIS_URL };
    const first = await bootServer(pgPort, limits);
    const second = await bootServer(await freePort(), { ...limits, DATABASE_URL: embeddedDatabaseUrl(pgPort) });
    try {
      const token = await superuserToken(first.url);
      const keys = [
        (await createApiKey(first.url, token, 'shared')).key,
        (await createApiKey(first.url, token, 'shared')).key,
      ];
      const statuses: number[] = [];
      for (let i = 0; i < 8; i++) {
        const server = i % 2 === 0 ? first : second;
        const response = await fetch(`${server.url}/api/flashscore/football`, {
          headers: { 'x-api-key': keys[i % keys.length]! },
        });
        await response.arrayBuffer();
        statuses.push(response.status);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429, 429]);
    } finally {
      second.child.kill('SIGTERM');
      await second.exited;
      first.child.kill('SIGTERM');
      await first.exited;
    }
  }, 180_000);
});
