// Against the machine's Redis: the bus tells its listeners when its subscription drops and when
// it is back, so nothing that trusts pushed messages outlives a gap in them.
import { afterAll, describe, expect, it } from '@jest/globals';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { RedisBus } from './redis-bus.js';
import { TEST_REDIS_URL } from '../test-support/test-redis.js';

const log = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;
const redis = new Redis(TEST_REDIS_URL);
const bus = new RedisBus(redis, log);
afterAll(async () => {
  await bus.close();
  await redis.quit();
});

const until = async (condition: () => boolean) => {
  const deadline = Date.now() + 5000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describe('redis bus', () => {
  it('delivers messages, reports a dropped subscription, and delivers again once it is back', async () => {
    const channel = `touchline:test:${randomUUID()}`;
    const received: string[] = [];
    const liveness: boolean[] = [];
    bus.on(channel, (message) => received.push(message));
    bus.onLiveChange((isLive) => liveness.push(isLive));
    bus.start();
    await bus.untilLive();
    await redis.publish(channel, 'one');
    await until(() => received.length === 1);

    // Only this bus's own subscriber connection is cut, found by its name.
    const clients = String(await redis.client('LIST'));
    const id = /id=(\d+) [^\n]* name=(\S+)/g;
    const ours = [...clients.matchAll(id)].find((match) => match[2] === bus.subscriberName)?.[1];
    expect(ours).toBeDefined();
    await redis.client('KILL', 'ID', ours!);
    await until(() => liveness.includes(false));
    await until(() => bus.isLive);
    expect(liveness).toEqual([true, false, true]);

    await redis.publish(channel, 'two');
    await until(() => received.length === 2);
    expect(received).toEqual(['one', 'two']);
  });
});
