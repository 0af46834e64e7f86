// Messages between bff processes over Redis pub/sub (revoked API keys, filled cache entries).
// Pub/sub delivers only to subscribers connected at the time, so listeners are told whenever
// the subscription goes down and comes back: whatever they trust pushed messages for has to be
// dropped across such a gap.
import type { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import { reportOutages } from './redis-client.js';

type Handler = (message: string) => void;

export class RedisBus {
  private readonly subscriber: Redis;
  private readonly handlers = new Map<string, Handler>();
  private readonly liveListeners: ((isLive: boolean) => void)[] = [];
  private isLiveNow = false;
  private isClosed = false;
  /** The subscriber's CLIENT SETNAME, to find it in CLIENT LIST. */
  readonly subscriberName = `touchline-bus-${process.pid}-${Math.random().toString(36).slice(2, 10)}`;

  constructor(
    readonly redis: Redis,
    private readonly log: FastifyBaseLogger,
  ) {
    // A connection in subscriber mode can run no other command, hence a second one. It retries
    // its commands forever and without a time limit: a SUBSCRIBE must not be given up while Redis
    // is away (it is sent once the connection is ready, see subscribeAll).
    this.subscriber = redis.duplicate({
      maxRetriesPerRequest: null,
      commandTimeout: undefined,
      enableOfflineQueue: true,
      connectionName: this.subscriberName,
    });
    this.subscriber.on('message', (channel: string, message: string) => this.handlers.get(channel)?.(message));
    this.subscriber.on('close', () => this.setLive(false));
    this.subscriber.on('ready', () => void this.subscribeAll());
    reportOutages(
      this.subscriber,
      log,
      'pub/sub',
      'API key changes are read from the database within a second until it is back',
    );
  }

  /** Registers the handler for a channel; call before `start`. */
  on(channel: string, handler: Handler): void {
    this.handlers.set(channel, handler);
  }

  /** Called with false when messages may have been missed, and with true once they flow again. */
  onLiveChange(listener: (isLive: boolean) => void): void {
    this.liveListeners.push(listener);
  }

  get isLive(): boolean {
    return this.isLiveNow;
  }

  /** Subscribes in the background: a Redis that is down at start must not stop the bff starting. */
  start(): void {
    if (this.subscriber.status === 'ready') void this.subscribeAll();
  }

  /** Resolves once the subscription is confirmed (tests and start-up checks). */
  async untilLive(timeoutMs = 5000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!this.isLiveNow) {
      if (Date.now() > deadline) throw new Error('redis subscription not live');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  publish(channel: string, message: string): Promise<number> {
    return this.redis.publish(channel, message);
  }

  async close(): Promise<void> {
    this.isClosed = true;
    this.setLive(false);
    // QUIT would wait for a connection that may never come back.
    if (this.subscriber.status === 'ready') await this.subscriber.quit().catch(() => this.subscriber.disconnect());
    else if (this.subscriber.status !== 'end') this.subscriber.disconnect();
  }

  private async subscribeAll() {
    if (this.isClosed || this.handlers.size === 0) return;
    try {
      // SUBSCRIBE is confirmed in order on the connection, so once this resolves every message
      // published from now on reaches this process.
      await this.subscriber.subscribe(...this.handlers.keys());
      if (!this.isClosed) this.setLive(true);
    } catch (error) {
      this.log.warn({ err: error }, 'redis subscribe failed; will retry on reconnect');
    }
  }

  private setLive(isLive: boolean) {
    if (this.isLiveNow === isLive) return;
    this.isLiveNow = isLive;
    for (const listener of this.liveListeners) listener(isLive);
  }
}
