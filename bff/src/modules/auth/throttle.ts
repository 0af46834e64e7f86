// Slows down guessing and mail bombing: attempts per account and per client address within a
// window. Limits lift by themselves when the window passes; nobody is locked out for good.
//
// Without Redis the attempts are counted in this process. With REDIS_URL they are counted in
// Redis, so every bff process behind a load balancer counts the same attempts: a guesser who
// spreads attempts over the replicas gets no more of them. While Redis cannot be reached (or
// is not connected yet) they are counted in this process again, so sign-in keeps working and
// stays throttled, per process, rather than failing.
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Config } from '../../config.js';
import { ServiceUnavailableError, TooManyRequestsError } from '../../shared/errors.js';

export type ThrottledAction = 'login' | 'signup' | 'activation-resend' | 'recovery' | 'email-change' | 'two-factor';

function attemptLimiter(name: string, points: number, windowSeconds: number, redis: Redis | null): RateLimiterAbstract {
  const inProcess = new RateLimiterMemory({ points, duration: windowSeconds, keyPrefix: name });
  if (!redis) return inProcess;
  return new RateLimiterRedis({
    storeClient: redis,
    keyPrefix: `touchline:throttle:${name}`,
    points,
    duration: windowSeconds,
    rejectIfRedisNotReady: true,
    insuranceLimiter: inProcess,
  });
}

/** Attempts are counted per action, for an e-mail address however it was typed, and per client address. */
const accountKey = (action: ThrottledAction, account: string) => `${action}:${account.trim().toLowerCase()}`;
const addressKey = (action: ThrottledAction, clientIp: string) => `${action}:${clientIp}`;

export class Throttle {
  private readonly perAccount: RateLimiterAbstract;
  private readonly perAddress: RateLimiterAbstract;

  constructor(config: Config['throttle'], redis: Redis | null = null) {
    this.perAccount = attemptLimiter('account', config.attemptsPerAccount, config.windowSeconds, redis);
    this.perAddress = attemptLimiter('address', config.attemptsPerAddress, config.windowSeconds, redis);
  }

  async attempt(action: ThrottledAction, account: string, clientIp: string): Promise<void> {
    try {
      await Promise.all([
        this.perAccount.consume(accountKey(action, account)),
        this.perAddress.consume(addressKey(action, clientIp)),
      ]);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      const seconds = Math.ceil(rejection.msBeforeNext / 1000);
      throw new TooManyRequestsError(`Too many attempts. Try again in ${seconds} seconds.`, seconds);
    }
  }

  /**
   * `attempt`, then `check`, the work the attempt is for. A check the server could not run for
   * want of capacity (a 503: too many passwords waiting to be checked, the bot check unreachable)
   * tried nothing, so the attempt gives its points back: a busy server must not lock anyone out.
   */
  async attempting<T>(action: ThrottledAction, account: string, clientIp: string, check: () => Promise<T>): Promise<T> {
    await this.attempt(action, account, clientIp);
    try {
      return await check();
    } catch (error) {
      if (error instanceof ServiceUnavailableError) {
        await Promise.all([
          this.perAccount.reward(accountKey(action, account), 1),
          this.perAddress.reward(addressKey(action, clientIp), 1),
        ]);
      }
      throw error;
    }
  }

  /**
   * A successful attempt clears the account's count, so a user's own typos do not add up, and
   * gives the address back the point it took: the address counts failures only, so the people
   * behind one office or NAT address are not locked out by their own logins.
   */
  async succeeded(action: ThrottledAction, account: string, clientIp: string): Promise<void> {
    await Promise.all([
      this.perAccount.delete(accountKey(action, account)),
      this.perAddress.reward(addressKey(action, clientIp), 1),
    ]);
  }
}
