// Slows down guessing and mail bombing: attempts per account and per client address within a
// window. Limits lift by themselves when the window passes; nobody is locked out for good.
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { Config } from '../../config.js';
import { TooManyRequestsError } from '../../shared/errors.js';

export type ThrottledAction = 'login' | 'signup' | 'activation-resend' | 'recovery';

export class Throttle {
  private readonly perAccount: RateLimiterMemory;
  private readonly perAddress: RateLimiterMemory;

  constructor(config: Config['throttle']) {
    this.perAccount = new RateLimiterMemory({ points: config.attemptsPerAccount, duration: config.windowSeconds });
    this.perAddress = new RateLimiterMemory({ points: config.attemptsPerAddress, duration: config.windowSeconds });
  }

  async attempt(action: ThrottledAction, account: string, clientIp: string): Promise<void> {
    try {
      await Promise.all([
        this.perAccount.consume(`${action}:${account.trim().toLowerCase()}`),
        this.perAddress.consume(`${action}:${clientIp}`),
      ]);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      const seconds = Math.ceil(rejection.msBeforeNext / 1000);
      throw new TooManyRequestsError(`Too many attempts. Try again in ${seconds} seconds.`, seconds);
    }
  }

  /** A successful login clears the account's count, so a user's own typos do not add up. */
  async succeeded(action: ThrottledAction, account: string): Promise<void> {
    await this.perAccount.delete(`${action}:${account.trim().toLowerCase()}`);
  }
}
