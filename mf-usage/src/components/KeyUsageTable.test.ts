import { describe, expect, it } from '@jest/globals';
import { keyStoppedBy } from './KeyUsageTable';

describe('keyStoppedBy', () => {
  it('names revocation over expiry for a key that is both, as the API Keys screen does', () => {
    expect(keyStoppedBy({ isRevoked: true, isExpired: true })).toBe('revoked');
    expect(keyStoppedBy({ isRevoked: false, isExpired: true })).toBe('expired');
    expect(keyStoppedBy({ isRevoked: false, isExpired: false })).toBeNull();
  });
});
