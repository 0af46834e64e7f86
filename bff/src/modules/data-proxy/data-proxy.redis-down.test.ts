// A bff configured with REDIS_URL while that Redis cannot be reached: the data proxy keeps
// answering at once, with its limits counted in the process, and says so once in its log.
import { afterAll, expect, it } from '@jest/globals';
import { freePort } from '../../test-support/free-port.js';
import { bootServer, createApiKey, killServerProcesses, superuserToken } from '../../test-support/server-process.js';

afterAll(killServerProcesses);

it('answers proxied calls at once and keeps the plan limits in force while Redis is down, logging the outage once', async () => {
  const server = await bootServer(await freePort(), { REDIS_URL: `redis://127.0.0.1:${await freePort()}` });
  try {
    const { key } = await createApiKey(server.url, await superuserToken(server.url), 'no-redis');

    const timedCall = async () => {
      const started = performance.now();
      const response = await fetch(`${server.url}/api/flashscore/football/live`, { headers: { 'x-api-key': key } });
      await response.arrayBuffer();
      return { status: response.status, ms: performance.now() - started };
    };
    // Queued behind the client's reconnect attempts, each call used to take 14-30 s.
    const first = await timedCall();
    const second = await timedCall(); // the free plan allows one call a second
    expect([first.status, second.status]).toEqual([200, 429]);
    expect(first.ms).toBeLessThan(2000);
    expect(second.ms).toBeLessThan(2000);

    // Reconnect attempts go on several times a second; the log tells of the outage once per connection.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(server.output()).not.toContain('Unhandled error event');
    expect(server.output().match(/"redis: cannot reach redis/g)).toHaveLength(1);
    expect(server.output().match(/"pub\/sub: cannot reach redis/g)).toHaveLength(1);
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
}, 120_000);
