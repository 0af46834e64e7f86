// The bff's Redis connection, for what several processes must share (account limits, the
// response cache, sign-in throttling, pub/sub). Every one of those has an in-process fallback for
// while Redis cannot be reached, so a command must fail at once rather than wait for a connection:
// queued behind ioredis's reconnect attempts, a proxied call took 14-30 s with Redis down.
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** A command on a connected Redis that has not answered by then counts as Redis being unavailable. */
const COMMAND_TIMEOUT_MS = 500;

export function createRedisClient(url: string, log: FastifyBaseLogger): Redis {
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 2,
    commandTimeout: COMMAND_TIMEOUT_MS,
  });
  reportOutages(
    client,
    log,
    'redis',
    'limits, the response cache and sign-in throttling count in this process until it is back',
  );
  return client;
}

/**
 * Logs a connection's outage once when it starts and once when it ends, rather than an error for
 * every reconnect attempt (several a second). Also keeps ioredis from printing "Unhandled error
 * event" to stderr, which it does for a client with no error listener.
 */
export function reportOutages(client: Redis, log: FastifyBaseLogger, name: string, meanwhile: string): void {
  let isDown = false;
  client.on('error', (error: Error) => {
    if (isDown) return;
    isDown = true;
    log.warn({ err: error }, `${name}: cannot reach redis; ${meanwhile}`);
  });
  client.on('ready', () => {
    if (!isDown) return;
    isDown = false;
    log.warn(`${name}: redis is reachable again`);
  });
}
