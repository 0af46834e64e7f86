import { describe, expect, it } from '@jest/globals';
import type { EntityManager } from '@mikro-orm/postgresql';
import { generateApiKey } from '../keys/api-key.format.js';
import { ApiKeyAuthenticator, POLLED_CACHE_MS, PUSHED_CACHE_MS } from './api-key-authenticator.js';

/** An authenticator over a stand-in database whose one row can be revoked or given an expiry. */
function setup() {
  let now = 1_000_000;
  const row = { key_id: 'key-1', user_id: 'user-1', plan: 'free', expires_at: null as Date | null };
  const state = { isRevoked: false, queries: 0, gate: null as Promise<void> | null };
  const em = {
    execute: async () => {
      state.queries += 1;
      const isRevoked = state.isRevoked;
      if (state.gate) await state.gate;
      // As the real query: a key past its expiry is not found.
      const isExpired = row.expires_at !== null && row.expires_at.getTime() <= now;
      return isRevoked || isExpired ? [] : [row];
    },
  } as unknown as EntityManager;
  const authenticator = new ApiKeyAuthenticator(
    () => em,
    () => now,
  );
  return { authenticator, state, row, key: generateApiKey(), now: () => now, advance: (ms: number) => (now += ms) };
}

describe('API key authenticator', () => {
  it('answers a cached key synchronously and looks it up again after a second without pushed revocations', async () => {
    const { authenticator, state, key, advance } = setup();
    expect(authenticator.cached(key)).toBeUndefined();
    await authenticator.authenticate(key);
    expect(authenticator.cached(key)).toMatchObject({ keyId: 'key-1' });
    advance(POLLED_CACHE_MS);
    expect(authenticator.cached(key)).toBeUndefined();
    expect(state.queries).toBe(1);
  });

  it('keeps a lookup longer while revocations are pushed, and drops it when one arrives', async () => {
    const { authenticator, state, key, advance } = setup();
    authenticator.setPushLive(true);
    await authenticator.authenticate(key);
    advance(PUSHED_CACHE_MS - 1);
    expect(authenticator.cached(key)).toBeDefined();
    state.isRevoked = true;
    authenticator.forget({ keyId: 'key-1' });
    expect(authenticator.cached(key)).toBeUndefined();
    await expect(authenticator.authenticate(key)).rejects.toThrow('Invalid or missing API key');
  });

  it('trusts a cached key until its expiry at the latest, even while revocations are pushed', async () => {
    const { authenticator, row, key, now, advance } = setup();
    authenticator.setPushLive(true);
    row.expires_at = new Date(now() + 300);
    await authenticator.authenticate(key);
    advance(299);
    expect(authenticator.cached(key)).toMatchObject({ keyId: 'key-1' });
    advance(1);
    expect(authenticator.cached(key)).toBeUndefined();
    await expect(authenticator.authenticate(key)).rejects.toThrow('Invalid or missing API key');
  });

  it('drops every key of an account when the account changes', async () => {
    const { authenticator, key } = setup();
    authenticator.setPushLive(true);
    await authenticator.authenticate(key);
    authenticator.forget({ userId: 'user-1' });
    expect(authenticator.cached(key)).toBeUndefined();
  });

  it('trusts nothing cached before the subscription dropped, and falls back to one second', async () => {
    const { authenticator, key, advance } = setup();
    authenticator.setPushLive(true);
    await authenticator.authenticate(key);
    authenticator.setPushLive(false);
    expect(authenticator.cached(key)).toBeUndefined();
    await authenticator.authenticate(key);
    advance(POLLED_CACHE_MS);
    expect(authenticator.cached(key)).toBeUndefined();
  });

  it('does not keep a lookup that overlapped a revocation', async () => {
    const { authenticator, state, key } = setup();
    authenticator.setPushLive(true);
    let open!: () => void;
    state.gate = new Promise((resolve) => (open = resolve));
    const racing = authenticator.authenticate(key);
    await Promise.resolve();
    // The row was read before the revocation committed; the message arrives while the query is out.
    state.isRevoked = true;
    authenticator.forget({ keyId: 'key-1' });
    open();
    await racing;
    state.gate = null;
    expect(authenticator.cached(key)).toBeUndefined();
    await expect(authenticator.authenticate(key)).rejects.toThrow('Invalid or missing API key');
  });

  it('shares one lookup among concurrent calls with the same uncached key', async () => {
    const { authenticator, state, key } = setup();
    await Promise.all(Array.from({ length: 20 }, () => authenticator.authenticate(key)));
    expect(state.queries).toBe(1);
  });

  it('refuses missing and malformed keys without a lookup', async () => {
    const { authenticator, state } = setup();
    await expect(authenticator.authenticate(undefined)).rejects.toThrow('Invalid or missing API key');
    await expect(authenticator.authenticate('tl_not-a-key')).rejects.toThrow('Invalid or missing API key');
    expect(state.queries).toBe(0);
  });
});
