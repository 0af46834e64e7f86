// Tells every bff process that a key, or every key of an account, stopped working (revoked,
// account deactivated or deleted), so the data proxy's key cache drops it at once. Without
// Redis only this process hears it; other processes bound the delay with a short cache instead.
import type { FastifyBaseLogger } from 'fastify';
import type { RedisBus } from '../../shared/redis-bus.js';

export interface ApiKeyAccessChange {
  keyId?: string;
  userId?: string;
}

/** What holds cached key lookups (the data proxy's ApiKeyAuthenticator). */
export interface ApiKeyAccessListener {
  forget(change: ApiKeyAccessChange): void;
  setPushLive(isLive: boolean): void;
}

const API_KEY_ACCESS_CHANNEL = 'touchline:api-key-access';

export class ApiKeyAccessEvents {
  constructor(
    private readonly listener: ApiKeyAccessListener,
    private readonly bus: RedisBus | null,
    private readonly log: FastifyBaseLogger,
  ) {
    if (!bus) return;
    bus.on(API_KEY_ACCESS_CHANNEL, (message) => {
      try {
        const change = JSON.parse(message) as ApiKeyAccessChange;
        listener.forget({
          keyId: typeof change.keyId === 'string' ? change.keyId : undefined,
          userId: typeof change.userId === 'string' ? change.userId : undefined,
        });
      } catch (error) {
        log.warn({ err: error }, 'ignored a malformed API key access message');
      }
    });
    bus.onLiveChange((isLive) => listener.setPushLive(isLive));
  }

  /** Call after the change is committed, so a process that hears of it reads the new state. */
  async changed(change: ApiKeyAccessChange): Promise<void> {
    this.listener.forget(change);
    if (!this.bus) return;
    try {
      await this.bus.publish(API_KEY_ACCESS_CHANNEL, JSON.stringify(change));
    } catch (error) {
      // The change is committed; other processes notice when their cached lookup expires.
      this.log.error({ err: error, ...change }, 'publishing an API key access change failed');
    }
  }
}
