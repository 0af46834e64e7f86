// Two bff processes sharing one database and one Redis enforce one quota between them.
import { afterAll, describe, expect, it } from '@jest/globals';
import { startProxyReplicas, type ProxyReplicas } from '../../test-support/proxy-replicas.js';
import { createApiKey } from '../../test-support/server-process.js';
import { TEST_REDIS_URL } from '../../test-support/test-redis.js';

let replicas: ProxyReplicas | undefined;
afterAll(() => replicas?.stop());

describe('limits with REDIS_URL', () => {
  it('counts one daily quota across two processes and every key of the account', async () => {
    replicas = await startProxyReplicas(TEST_REDIS_URL, { PLAN_FREE_PER_SECOND: '1000', PLAN_FREE_PER_DAY: '6' });
    const { first, second, token } = replicas;
    const keys = [replicas.key, (await createApiKey(first.url, token, 'shared')).key];
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
  }, 180_000);
});
