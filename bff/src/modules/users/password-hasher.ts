import argon2 from 'argon2';

/**
 * argon2id hashing. `verifyUnknownUser` spends the same work as a real check so that a login
 * for an e-mail that does not exist cannot be told apart by its timing.
 */
export class PasswordHasher {
  private readonly decoyHash: Promise<string>;

  constructor() {
    this.decoyHash = this.hash('decoy password that never matches');
  }

  hash(password: string): Promise<string> {
    return argon2.hash(password, { type: argon2.argon2id });
  }

  async verify(hash: string, password: string): Promise<boolean> {
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  }

  async verifyUnknownUser(password: string): Promise<false> {
    await this.verify(await this.decoyHash, password);
    return false;
  }
}
