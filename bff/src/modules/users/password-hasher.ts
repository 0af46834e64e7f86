import argon2 from 'argon2';
import pLimit, { type LimitFunction } from 'p-limit';
import { ServiceUnavailableError } from '../../shared/errors.js';

export const PASSWORD_CHECKS_BUSY = 'Too many passwords are being checked right now; try again in a moment';

/** How many password hashes run at once, and how many may wait for their turn. */
export interface PasswordCheckLimits {
  atOnce: number;
  maxWaiting: number;
  /** Retry-After of a check refused because too many wait. */
  retryAfterSeconds: number;
}

/**
 * argon2id hashing. `verifyUnknownUser` spends the same work as a real check so that a login
 * for an e-mail that does not exist cannot be told apart by its timing.
 *
 * A hash costs ~0.2 s of CPU and runs on one of libuv's threads (four by default), the threads
 * that also read files (the dashboard's assets), compress and resolve names for every other
 * request. Unbounded, one client's burst of wrong passwords took them all: the shell's script
 * waited 7.8 s behind 40 logins (modules/auth/README.md). So at most `atOnce` hashes run (fewer than the
 * pool's threads, and no more than half the cores), the rest wait their turn here, and past
 * `maxWaiting` a check is refused at once with 503: a queue far longer would answer after the
 * client gave up, and would count every waiting request against load shedding's in-flight limit,
 * which refuses every route.
 */
export class PasswordHasher {
  private readonly decoyHash: Promise<string>;
  private readonly turns: LimitFunction;

  constructor(private readonly limits: PasswordCheckLimits) {
    this.turns = pLimit(limits.atOnce);
    // Made once as the process starts, outside the turns: it is no caller's check, and taking a
    // turn it could refuse the first real one (a first superuser's seeding under a limit of one
    // at once and none waiting, as a test found).
    this.decoyHash = argon2idHash('decoy password that never matches');
  }

  hash(password: string): Promise<string> {
    return this.inTurn(() => argon2idHash(password));
  }

  async verify(hash: string, password: string): Promise<boolean> {
    return this.inTurn(async () => {
      try {
        return await argon2.verify(hash, password);
      } catch {
        return false;
      }
    });
  }

  async verifyUnknownUser(password: string): Promise<false> {
    await this.verify(await this.decoyHash, password);
    return false;
  }

  private inTurn<T>(work: () => Promise<T>): Promise<T> {
    const isEveryTurnTaken = this.turns.activeCount >= this.limits.atOnce;
    if (isEveryTurnTaken && this.turns.pendingCount >= this.limits.maxWaiting) {
      return Promise.reject(new ServiceUnavailableError(PASSWORD_CHECKS_BUSY, this.limits.retryAfterSeconds));
    }
    return this.turns(work);
  }
}

/** The one way a password is hashed here: argon2id, the library's default cost. */
function argon2idHash(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
}
