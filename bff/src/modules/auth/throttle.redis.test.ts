// With REDIS_URL, every bff process counts the same sign-in attempts: a guesser who spreads
// attempts over the replicas behind a load balancer gets no more of them. Two apps below share
// one Redis and nothing else (each has its own database and its own memory).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { TooManyRequestsError } from '../../shared/errors.js';
import { loginRequest, startTestApp, type TestApp } from '../../test-support/test-app.js';
import { Throttle } from './throttle.js';
import { TEST_REDIS_URL } from '../../test-support/test-redis.js';

const THROTTLE = {
  THROTTLE_WINDOW_SECONDS: '60',
  THROTTLE_ATTEMPTS_PER_ACCOUNT: '3',
  THROTTLE_ATTEMPTS_PER_ADDRESS: '4',
};
/** Redis outlives a test run: names and addresses are new on every run, so no count carries over. */
const run = randomUUID().slice(0, 8);
let addresses = 0;
const freshIp = () => `fd00:${run.slice(0, 4)}:${run.slice(4, 8)}::${(++addresses).toString(16)}`;

let first: TestApp;
let second: TestApp;
beforeAll(async () => {
  first = await startTestApp({ ...THROTTLE, REDIS_URL: TEST_REDIS_URL });
  second = await startTestApp({ ...THROTTLE, REDIS_URL: TEST_REDIS_URL });
});
afterAll(async () => {
  await first.close();
  await second.close();
});

const login = (app: TestApp, email: string, remoteAddress = freshIp()) =>
  app.app.inject({ ...loginRequest(email, 'a-wrong-password'), remoteAddress });

describe('sign-in throttling with REDIS_URL', () => {
  it('counts attempts on one account across two bff processes', async () => {
    const email = `spread-${run}@touchline.test`;
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await login(i % 2 === 0 ? first : second, email)).statusCode);
    // Three wrong passwords, then the limit, though neither process saw more than two attempts.
    expect(statuses).toEqual([400, 400, 400, 429]);
  });

  it('counts attempts from one address across two bff processes', async () => {
    const address = freshIp();
    const statuses = [];
    for (let i = 0; i < 5; i++)
      statuses.push(
        (await login(i % 2 === 0 ? first : second, `address-${run}-${i}@touchline.test`, address)).statusCode,
      );
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
  });
});

describe('sign-in throttling while Redis cannot be reached', () => {
  it('keeps counting in the process, so sign-in stays throttled rather than failing', async () => {
    const unreachable = new Redis('redis://127.0.0.1:1', {
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
      lazyConnect: true,
    });
    unreachable.on('error', () => {});
    const throttle = new Throttle({ windowSeconds: 60, attemptsPerAccount: 3, attemptsPerAddress: 4 }, unreachable);
    const email = `offline-${run}@touchline.test`;
    for (let i = 0; i < 3; i++) await throttle.attempt('login', email, freshIp());
    await expect(throttle.attempt('login', email, freshIp())).rejects.toThrow(TooManyRequestsError);
    if (unreachable.status !== 'end') unreachable.disconnect();
  });
});
