import { describe, expect, it } from '@jest/globals';
import { PasswordHasher } from './password-hasher.js';

describe('PasswordHasher', () => {
  it("gives a process's first password check its turn: the decoy made at start takes none", async () => {
    const hasher = new PasswordHasher({ atOnce: 1, maxWaiting: 0, retryAfterSeconds: 1 });
    const hash = await hasher.hash('first-superuser-pw');
    expect(await hasher.verify(hash, 'first-superuser-pw')).toBe(true);
    expect(await hasher.verifyUnknownUser('anything')).toBe(false);
  });
});
