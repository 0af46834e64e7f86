// Whether a key still works, as the key list, the dashboard widget and the API Explorer say it.

export type KeyStatus = 'active' | 'expired' | 'revoked';

interface KeyState {
  isRevoked: boolean;
  isExpired: boolean;
  expiresAt: string | null;
}

/**
 * Whether a key has stopped working because its expiry passed; the data proxy then answers 401,
 * as for a revoked key. The server's `isExpired` holds for the moment it answered, and a screen
 * can stay open past a key's expiry, so the browser's clock (`now`, from useNow) is asked too.
 * Like the server, a key expires at `expiresAt` itself.
 */
function isKeyExpired(key: Omit<KeyState, 'isRevoked'>, now: number): boolean {
  return key.isExpired || (key.expiresAt != null && Date.parse(key.expiresAt) <= now);
}

/** Revoked wins over Expired: revoking is what the user did to the key, and what they look for. */
export function keyStatus(key: KeyState, now: number): KeyStatus {
  if (key.isRevoked) return 'revoked';
  return isKeyExpired(key, now) ? 'expired' : 'active';
}

/** How many keys are in each status, for the counts on the keys screen and the dashboard. */
export function countByStatus(keys: readonly KeyState[], now: number): Record<KeyStatus, number> {
  const counts: Record<KeyStatus, number> = { active: 0, expired: 0, revoked: 0 };
  for (const key of keys) counts[keyStatus(key, now)] += 1;
  return counts;
}
