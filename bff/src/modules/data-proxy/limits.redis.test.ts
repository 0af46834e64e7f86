// Two bff processes sharing one database and one Redis enforce one quota between them.
import { afterAll, describe, expect, it } from '@jest/globals';
import {
  bootReplicas,
  createApiKey,
  killServerProcesses,
  stopServers,
  superuserToken,
} from '../../test-support/server-process.js';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
afterAll(killServerProcesses);

describe('limits with REDIS_URL', () => {
  it('counts one daily quota across two processes and every key of the account', async () => {
    const [first, second] = await bootReplicas({ PLAN_FREE_PER_SECOND: '1000', PLAN_FREE_PER_DAY: '6', REDIS_URL });
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
      await stopServers(first, second);
    }
  }, 180_000);
});
